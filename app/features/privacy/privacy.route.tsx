import { SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS } from "~/lib/anonymous-page";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { PRIVACY_NOTICE_VERSION } from "~/vocabulary";

import type { Route } from "./+types/privacy.route";
import { NoticeSections } from "./privacy-notice";

/**
 * /privacy: the privacy notice. Its periods, contact and processors come from the config read at
 * start (RETENTION_*, PRIVACY_CONTACT, PRIVACY_HOSTING, SMTP_URL's host), so it says what this
 * installation does rather than what a default would.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { facts: context.privacy, version: PRIVACY_NOTICE_VERSION };
}

// The same for everyone but the header's account items, for as long as the process runs.
export const handle = SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.privacy, publicUrlFromMatches(matches));
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { facts, version } = loaderData;
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Privacy</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">Privacy Notice</h1>
        <p className="mt-4 text-lg text-slate-700">
          What this site keeps about you, why, for how long, who else handles it, and how to use your rights
          here. Version {version}.
        </p>
      </header>
      <NoticeSections facts={facts} version={version} />
    </main>
  );
}
