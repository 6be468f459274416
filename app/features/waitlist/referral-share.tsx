import { Copy, Mail, MessageSquare, Share2 } from "lucide-react";
import { useRef, useState } from "react";

import { Button, buttonClass } from "~/components/ui/button";
import { inputClassName } from "~/components/form-field";
import { PRODUCT_NAME } from "~/lib/product";
import { useHydrated } from "~/lib/use-hydrated";

import { shareLinks } from "./page-texts";

/**
 * The member's referral link in a read-only field, with ways to pass it on. The mail and text
 * message links work everywhere, JavaScript or not. Copy (and Share, where the browser has the Web
 * Share API) need JavaScript, so they appear only once it runs: never a button that does nothing.
 */
export function ReferralShare({ url }: { url: string }) {
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState("");
  const links = shareLinks(url);
  const canShare = hydrated && typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid("Link copied");
    } catch {
      // No clipboard permission: leave the link selected for the visitor's own copy.
      field.current?.select();
      setSaid("Press Ctrl+C (or ⌘C) to copy the selected link");
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: `${PRODUCT_NAME} waitlist`, text: links.text, url });
    } catch {
      // Cancelled by the visitor, or refused: nothing to say.
    }
  };

  return (
    <div className="grid gap-3">
      <label htmlFor="referral-link" className="text-sm font-semibold text-slate-800">
        Your referral link
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={field}
          id="referral-link"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClassName} sm:flex-1`}
        />
        {hydrated ? (
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            Copy
          </Button>
        ) : null}
      </div>
      {/* Always in the page, so screen readers hear what is put in it. */}
      <p role="status" className="min-h-5 text-sm font-medium text-teal-800">
        {said}
      </p>
      <ul aria-label="Share your link" className="flex flex-wrap gap-3">
        {canShare ? (
          <li>
            <Button onClick={() => void share()}>
              <Share2 aria-hidden="true" className="size-4" />
              Share
            </Button>
          </li>
        ) : null}
        <li>
          <a href={links.email} className={buttonClass({ variant: "secondary" })}>
            <Mail aria-hidden="true" className="size-4" />
            Share by email
          </a>
        </li>
        <li>
          <a href={links.sms} className={buttonClass({ variant: "secondary" })}>
            <MessageSquare aria-hidden="true" className="size-4" />
            Share by text message
          </a>
        </li>
      </ul>
    </div>
  );
}
