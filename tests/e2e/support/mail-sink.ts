// `npx tsx tests/e2e/support/mail-sink.ts`: the end-to-end suite's mail server, one of Playwright's
// web servers. A real SMTP server on loopback (tests/setup/smtp.ts) that keeps every message, and a
// small HTTP side for the tests: GET /messages?to=ADDRESS lists that address's mail as JSON.
import { createServer } from "node:http";

import { startTestSmtp } from "../../setup/smtp";

import { MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT, type SinkMail } from "./mail";

const smtp = await startTestSmtp({ port: MAIL_SINK_SMTP_PORT });

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (request.method !== "GET") {
    response.writeHead(405).end();
    return;
  }
  if (url.pathname === "/healthz") {
    response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    return;
  }
  if (url.pathname !== "/messages") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const messages: SinkMail[] = smtp.received
    .filter((message) => to === undefined || message.to.some((address) => address.toLowerCase() === to))
    .map(({ to: recipients, mail }) => ({
      to: recipients,
      subject: mail.subject ?? "",
      text: mail.text ?? "",
      html: typeof mail.html === "string" ? mail.html : "",
      headers: Object.fromEntries(
        mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()]),
      ),
    }));
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
});
await new Promise<void>((resolve) => http.listen(MAIL_SINK_HTTP_PORT, "127.0.0.1", resolve));
console.log(`Mail sink: SMTP on 127.0.0.1:${smtp.port}, messages on http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`);

const stop = () => {
  http.close();
  void smtp.close().finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
