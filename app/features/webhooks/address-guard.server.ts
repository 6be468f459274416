import { promises as dns } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";

import { forbiddenAddressReason, webhookUrlProblem } from "./address-guard";

export class RefusedAddressError extends Error {
  override name = "RefusedAddressError";
}

type Resolved = { address: string; family: 4 | 6 };

/**
 * Resolves the URL's host once and checks every address it has (one bad address refuses them all:
 * a name that also points inside our network is not trusted). The address returned is the one to
 * connect to, so that DNS cannot answer differently between the check and the connection.
 */
export async function resolveWebhookHost(url: URL, allowPrivate: boolean): Promise<Resolved> {
  const problem = webhookUrlProblem(url.href, allowPrivate);
  if (problem) throw new RefusedAddressError(problem);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  const addresses: Resolved[] = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : (await dns.lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
        address,
        family: family as 4 | 6,
      }));
  if (addresses.length === 0) throw new RefusedAddressError(`${host} has no address`);
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const reason = forbiddenAddressReason(address);
      if (reason) throw new RefusedAddressError(`${host} resolves to ${reason} (${address})`);
    }
  }
  return addresses[0]!;
}

export type PostOutcome = { statusCode: number } | { error: string };

/**
 * POSTs `body` to `url` at the address resolveWebhookHost checked (the TLS name and Host header
 * stay the URL's), follows no redirect, and gives up after `timeoutMs`. Reads at most a little of
 * the answer: only its status counts.
 */
export async function postWebhook({
  url,
  body,
  headers,
  allowPrivate,
  timeoutMs = 10_000,
}: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<PostOutcome> {
  const target = new URL(url);
  let resolved: Resolved;
  try {
    resolved = await resolveWebhookHost(target, allowPrivate);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const client = target.protocol === "https:" ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    const request = client.request(
      target,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Modura-Webhooks/1",
        },
        signal: AbortSignal.timeout(timeoutMs),
        // Node may ask for every address (autoSelectFamily) or one: either way, only the checked one.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: Resolved[]) => void)(null, [resolved]);
          else callback(null, resolved.address, resolved.family);
        },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ statusCode: response.statusCode ?? 0 }));
        response.on("error", () => resolve({ statusCode: response.statusCode ?? 0 }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        error:
          error.name === "TimeoutError" || error.name === "AbortError"
            ? `no answer within ${timeoutMs / 1000} s`
            : (error.code ?? error.message),
      }),
    );
    request.end(body);
  });
}
