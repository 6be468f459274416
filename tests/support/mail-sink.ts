// The mail server of the page and browser tests: a real SMTP server on loopback
// (dev/harness/smtp.ts) that keeps every message, and a small HTTP side for the tests:
// GET /messages?to=ADDRESS lists that address's mail as JSON; with &subject=REGEX&wait=MS it answers
// as soon as such a message has arrived (or 404 after MS), so a test waits on the mail, not a clock.
// `npx tsx tests/support/mail-sink.ts` runs it as a process (one of Playwright's web servers).
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

import { type ReceivedMail, startTestSmtp } from "../../dev/harness/smtp";

import { MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT, type SinkMail } from "./mail-sink-client";

export type MailSink = { smtpUrl: string; url: string; close(): Promise<void> };

const asSinkMail = ({ to, mail }: ReceivedMail): SinkMail => ({
  to,
  subject: mail.subject ?? "",
  text: mail.text ?? "",
  html: typeof mail.html === "string" ? mail.html : "",
  headers: Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()]),
  ),
});

/** Starts the sink; port 0 (the default) picks free ports. */
export async function startMailSink({ smtpPort = 0, httpPort = 0 } = {}): Promise<MailSink> {
  const smtp = await startTestSmtp({ port: smtpPort });
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method !== "GET") return void response.writeHead(405).end();
    if (url.pathname === "/healthz")
      return void response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    if (url.pathname !== "/messages") return void response.writeHead(404).end();
    const to = url.searchParams.get("to")?.toLowerCase();
    const toMatches = (mail: ReceivedMail) =>
      to === undefined || mail.to.some((address) => address.toLowerCase() === to);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const wait = url.searchParams.get("wait");
    if (wait === null) return void json(200, smtp.received.filter(toMatches).map(asSinkMail));
    const subject = new RegExp(url.searchParams.get("subject") ?? "");
    smtp
      .waitForMessage(
        (mail) => toMatches(mail) && subject.test(mail.mail.subject ?? ""),
        "a message",
        Number(wait),
      )
      .then(
        (mail) => json(200, asSinkMail(mail)),
        (error: Error) => json(404, { error: error.message }),
      );
  });
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}`,
    async close() {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await smtp.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sink = await startMailSink({ smtpPort: MAIL_SINK_SMTP_PORT, httpPort: MAIL_SINK_HTTP_PORT });
  console.log(`Mail sink: SMTP at ${sink.smtpUrl}, messages on ${sink.url}`);
  const stop = () => void sink.close().finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
