import type { TestServer } from "./test-server";

export type Credentials = { name: string; email: string; password: string };

let counter = 0;
/** A new user's credentials, unique within the run. */
export function newCredentials(tag = "user"): Credentials {
  counter += 1;
  return {
    name: `Test ${tag} ${counter}`,
    email: `${tag}-${counter}-${process.pid}-${Date.now()}@example.com`,
    password: "correct-horse-battery",
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** POSTs JSON to Better Auth as a browser on the site would (Better Auth checks the Origin). */
export function postAuth(server: TestServer, path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}/api/auth${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function signUpUser(server: TestServer, credentials: Credentials): Promise<string> {
  const response = await postAuth(server, "/sign-up/email", credentials);
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return cookieHeader(response);
}
