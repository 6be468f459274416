import { notFound } from "~/platform/api-json.server";

/** Any other /api path, whatever the method: a JSON 404 rather than the not-found page. */
export function loader() {
  return notFound();
}

export function action() {
  return notFound();
}
