import { data } from "react-router";

import { ErrorScreen } from "~/components/error-screen";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/not-found.route";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.notFound, publicUrlFromMatches(matches));
}

export default function NotFound() {
  return <ErrorScreen status={404} />;
}
