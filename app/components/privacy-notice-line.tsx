import { PRIVACY_NOTICE_PATH } from "~/vocabulary";

import { textLinkClass } from "./card-page";

/** Under a form that keeps someone's details (the waitlist, sign-up): where what happens to them is said. */
/** `newTab`: where the page is framed by another site's, the notice opens beside it, not in the frame. */
export function PrivacyNoticeLine({ newTab = false }: { newTab?: boolean }) {
  return (
    <p className="text-sm text-slate-600">
      What we keep, why and for how long:{" "}
      <a
        href={PRIVACY_NOTICE_PATH}
        className={textLinkClass}
        {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
      >
        Privacy notice{newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    </p>
  );
}
