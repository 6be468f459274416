// Accounts for benchmarks, made through Better Auth's own endpoint as a browser would.

export const PASSWORD = "bench-correct-horse-battery";

let made = 0;
export const uniqueEmail = (tag) => `${tag}-${Date.now()}-${process.pid}-${++made}@bench.example.com`;

/**
 * Signs up a fresh user and returns its credentials and the session cookie the answer set, as a
 * `Cookie` header value. The Origin header is the server's own: state-changing endpoints refuse others.
 * @param {string} origin
 * @param {string} tag
 * @param {string} [name] the display name, which signed-in pages show in the account menu
 */
export async function signUp(origin, tag, name = "Bench User") {
  const email = uniqueEmail(tag);
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ name, email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("sign-up set no session cookie");
  return { name, email, password: PASSWORD, cookie };
}
