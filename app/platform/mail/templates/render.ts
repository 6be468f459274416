import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

import type { RenderedMail } from "~/platform/mail/message";

/** Both parts of one template: the HTML, and the plain text made from it (links kept as URLs). */
export async function renderMail(
  subject: string,
  element: ReactElement,
  headers?: Record<string, string>,
): Promise<RenderedMail> {
  const html = await render(element);
  // react-email's own conversion (the preview line and images skipped, each link's URL after its
  // text), rendered once; headings keep their case instead of html-to-text's shouting.
  const text = toPlainText(html, {
    selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
  });
  return { subject, html, text, ...(headers ? { headers } : {}) };
}

/**
 * List mail's headers: mail programs show an "Unsubscribe" button, and with List-Unsubscribe-Post
 * (RFC 8058) unsubscribe with one POST of "List-Unsubscribe=One-Click" to the URL, no page opened.
 */
export function listHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
