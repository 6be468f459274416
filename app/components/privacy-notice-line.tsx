import { PRIVACY_NOTICE_PATH } from "~/vocabulary";

import { textLinkClass } from "./card-page";

/** Under a form that keeps someone's details (the waitlist, sign-up): where what happens to them is said. */
export function PrivacyNoticeLine() {
  return (
    <p className="text-sm text-slate-600">
      What we keep, why and for how long:{" "}
      <a href={PRIVACY_NOTICE_PATH} className={textLinkClass}>
        Privacy notice
      </a>
    </p>
  );
}
