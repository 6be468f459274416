// The requests benchmarks send, as autocannon request objects, and the bookkeeping that lets a run
// check afterwards that every acknowledged waitlist sign-up was stored.
import { PASSWORD } from "./accounts.mjs";

const ACTIVITIES = ["trail", "tennis", "gym", "walking", "casual", "other"];

/** JSON with the server's own Origin: state-changing endpoints refuse foreign ones. */
const jsonHeaders = (origin) => ({ "Content-Type": "application/json", Origin: origin });

/**
 * POST /api/waitlist with a distinct address on every request. `acknowledged` collects the
 * addresses answered 201, for the lost-entries check.
 * @param {string} origin
 * @param {string} tag distinguishes the addresses of one run from another's
 */
export function waitlistTraffic(origin, tag) {
  const acknowledged = new Set();
  let sent = 0;
  const request = {
    method: "POST",
    path: "/api/waitlist",
    headers: jsonHeaders(origin),
    setupRequest(req, context) {
      const n = ++sent;
      const email = `${tag}-${n}@bench.example.com`;
      // One request in flight per connection (no pipelining), so the context names the answered one.
      context.email = email;
      return {
        ...req,
        body: JSON.stringify({ fullName: `Bench Runner ${n}`, email, primaryActivity: ACTIVITIES[n % 6] }),
      };
    },
    onResponse(status, _body, context) {
      if (status === 201) acknowledged.add(context.email);
    },
  };
  return { request, acknowledged, sent: () => sent };
}

/** POST /api/auth/sign-in/email of an existing account: a password hash per request. */
export function signInRequest(origin, email) {
  return {
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: jsonHeaders(origin),
    body: JSON.stringify({ email, password: PASSWORD }),
  };
}

/**
 * Compares what was acknowledged with what is stored. Rows without a 201 are possible (requests
 * still in flight when the run stopped); an acknowledged address missing is a lost entry.
 * @param {Set<string>} acknowledged
 * @param {Set<string>} stored
 */
export function lostEntries(acknowledged, stored) {
  const lost = [...acknowledged].filter((email) => !stored.has(email.toLowerCase()));
  return {
    acknowledged: acknowledged.size,
    stored: stored.size,
    lost: lost.length,
    lostSample: lost.slice(0, 5),
  };
}
