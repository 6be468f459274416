// `tsx dev/oidc/run-stand-in.ts`: the Google stand-in as a process, for Playwright's webServer list
// and by hand. Reads PORT, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and REDIRECT_URI (comma-separated).
import { startGoogleStandIn } from "./stand-in";

const { PORT, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, REDIRECT_URI } = process.env;
const missing = Object.entries({ PORT, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, REDIRECT_URI })
  .filter(([, value]) => !value)
  .map(([name]) => name);
if (missing.length > 0) {
  console.error(`Google stand-in: set ${missing.join(", ")}`);
  process.exit(1);
}

const standIn = await startGoogleStandIn({
  port: Number(PORT),
  clientId: GOOGLE_CLIENT_ID!,
  clientSecret: GOOGLE_CLIENT_SECRET!,
  redirectUris: REDIRECT_URI!.split(",").map((uri) => uri.trim()),
});
console.log(`Google stand-in listening: ${standIn.issuer}`);

const stop = () => void standIn.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
