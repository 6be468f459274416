// wrk (Debian's package `wrk`), driven from Node: one scenario per run, its figures read back as
// JSON from a Lua `done` hook. wrk, not autocannon, for the load rows: it is C and barely loads the
// machine, so on two cores the server and not the load generator sets the ceiling (autocannon
// took a core of its own and flattered every ratio).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Says at once, with the fix, when wrk is missing. */
export function requireWrk() {
  const found = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (found.error) throw new Error("wrk is not installed: apt-get install -y wrk");
}

const lua = (value) => JSON.stringify(value); // a JSON string is a valid Lua string literal here

/**
 * The Lua script of one scenario: its request, an optional check of every answer's body (the right
 * visitor's navigation), and a `done` that prints the figures as one JSON line.
 */
function script({ method, headers, body, mustContain, mustNotContain }) {
  return `
wrk.method = ${lua(method)}
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`)
  .join("\n")}
${body === undefined ? "" : `wrk.body = ${lua(body)}`}
local threads = {}
function setup(thread) table.insert(threads, thread) end
checked = 0
wrong = 0
${
  mustContain || mustNotContain
    ? `function response(status, headers, body)
  checked = checked + 1
  if ${mustContain ? `not string.find(body, ${lua(mustContain)}, 1, true)` : "false"} or ${
    mustNotContain ? `string.find(body, ${lua(mustNotContain)}, 1, true)` : "false"
  } then wrong = wrong + 1 end
end`
    : "-- no check: wrk then skips reading bodies into Lua"
}
function done(summary, latency, requests)
  local c, w = 0, 0
  for _, t in ipairs(threads) do c = c + t:get("checked"); w = w + t:get("wrong") end
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"checked":%d,"wrong":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status,
    summary.errors.timeout, c, w))
end
`;
}

/**
 * Runs wrk against `origin + path` for `duration` seconds at `connections` and resolves its figures.
 * `check`: text every answer must (or must not) hold, counted as `wrong` when it does not.
 */
export function runWrk({
  origin,
  path: urlPath,
  method = "GET",
  headers = {},
  body,
  connections,
  duration,
  threads = 2,
  timeoutSeconds = 30,
  check = {},
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "modura-wrk-"));
  const file = path.join(dir, "scenario.lua");
  writeFileSync(file, script({ method, headers, body, ...check }));
  const args = [
    `-t${Math.min(threads, connections)}`,
    `-c${connections}`,
    `-d${duration}s`,
    `--timeout`,
    `${timeoutSeconds}s`,
    "-s",
    file,
    `${origin}${urlPath}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = /^WRK_JSON (.*)$/m.exec(out)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}:\n${out}`));
      const raw = JSON.parse(line);
      resolve({
        requests: raw.requests,
        requestsPerSecond: Math.round(raw.requests / (raw.durationUs / 1e6)),
        // Answers below 400 a second: for sign-ins, the ones that signed in.
        okPerSecond: Math.round(((raw.requests - raw.status) / (raw.durationUs / 1e6)) * 10) / 10,
        p50Ms: Math.round(raw.p50Us / 100) / 10,
        p99Ms: Math.round(raw.p99Us / 100) / 10,
        errors: raw.connect + raw.read + raw.write + raw.timeout,
        non2xx: raw.status,
        checked: raw.checked,
        wrong: raw.wrong,
      });
    });
  });
}
