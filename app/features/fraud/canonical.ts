/**
 * An address as the mailbox it reaches, for spotting one person joining twice: lower case, a
 * `+tag` dropped from the local part, and for Gmail (whose googlemail.com is the same mailbox) the
 * dots too, which Gmail ignores. Other providers may treat dots as significant, so theirs stay.
 */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  // A local part that is all tag ("+x@…") is left whole rather than made empty.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "") || local;
  }
  return `${local}@${domain}`;
}
