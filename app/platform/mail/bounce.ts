/**
 * Whether a send failed for good because of the recipient: the SMTP server answered 5xx to RCPT TO
 * (no such mailbox) or to the message (DATA). A 5xx elsewhere (MAIL FROM, AUTH) is our side's
 * problem, not the address's, and a 4xx is "try again later": those are retried as any failure.
 * nodemailer puts the reply's code in `responseCode` and the SMTP command in `command`.
 */
export function isHardBounce(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === "RCPT TO" || command === "DATA")
  );
}
