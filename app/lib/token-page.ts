/**
 * The `headers` of a page opened from a mail link that carries a token in its address (the waitlist's
 * confirm, status and unsubscribe pages, a password reset, an address's verification, an
 * early-access offer): neither the browser nor anything between may keep it, since the page and its
 * address act for the person the mail was sent to.
 */
export function tokenPageHeaders(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}
