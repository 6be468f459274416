import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

/*
 * Fewer, larger client chunks. Left to itself the bundler split the app into ~60 files (a chunk per
 * shared icon, helper and schema), so a first visit to / fetched 28 modules: on a slow phone each
 * one is a request the after-paint loader creates and a module the browser compiles in a task of
 * its own. Grouped, / loads 8 with the same gzip total (docs/decisions/020).
 * Route modules stay separate, so no page loads another page's code. The launch room's code is its
 * capabilities' folders and its shell in shared code (app/components/team, the role rules and the
 * members view's address in app/lib).
 */
const TEAM_CODE =
  /[\\/]app[\\/](features[\\/]((team|webhooks|fraud|broadcasts|api)[\\/]|admission[\\/](?!early-access)|auth[\\/](code-form|second-factor)\.)|components[\\/]team[\\/]|lib[\\/](team-roles|member-filters|member-cursor|utc-days|zoned-time)\.)/;
/**
 * The passkey buttons and their client (/auth, /team/verify, /team/passkeys; decision 040): kept out
 * of "ui", which every page's first load carries; @simplewebauthn/browser is imported on a click.
 */
const PASSKEY_CODE = /[\\/]app[\\/](lib[\\/]passkey-client|features[\\/]auth[\\/]passkey-sign-in)\./;
const SECOND_FACTOR_CODE = /[\\/]app[\\/]features[\\/]auth[\\/](code-form|second-factor)\./;
/**
 * What only the sign-in pages share (/auth, its Google popup's landing page, the code step): Google's
 * flow and the check of where to go after signing in. Out of "ui", so / does not carry it.
 */
const SIGN_IN_CODE = /[\\/]app[\\/](features[\\/]auth[\\/]google-|lib[\\/]safe-redirect\.)/;

const clientChunks = {
  groups: [
    {
      name: "react",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 30,
    },
    // Icons and app code used by two or more routes; an icon or helper only one route uses stays in it.
    // Shared feature logic (messages, schemas, field errors) goes with the shared components: as
    // chunks of their own they were five requests of 0.4-2 KB on /, each a fetch the after-paint
    // loader starts on the main thread (3-10 ms apiece at 4x CPU) and a module to compile.
    { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 20 },
    // The form library and our one way of using it (app/lib/conform-forms.ts): only pages with a
    // form load it. In the shared "ui" chunk, every page that shares a component would.
    {
      name: "forms",
      test: /node_modules[\\/]@conform-to[\\/]|[\\/]app[\\/]lib[\\/]conform-forms\.ts$/,
      priority: 25,
    },
    // The launch room's shared code and the second-factor forms: only team pages and the sign-in's
    // code step load them, never a public page's first load. After "ui" (a group takes its
    // modules' imports too), so the components both share stay in "ui". The forms apart from the
    // rest: the sign-in's code step is a public page, and no script it loads names a team path.
    { name: "second-factor", test: SECOND_FACTOR_CODE, minShareCount: 2, priority: 6 },
    { name: "sign-in", test: SIGN_IN_CODE, minShareCount: 2, priority: 7 },
    { name: "launch-room", test: TEAM_CODE, minShareCount: 2, priority: 5 },
    {
      name: "ui",
      test: (id: string) =>
        /[\\/]app[\\/](components|lib|features)[\\/]/.test(id) &&
        !TEAM_CODE.test(id) &&
        !PASSKEY_CODE.test(id) &&
        !SIGN_IN_CODE.test(id),
      minShareCount: 2,
      priority: 10,
    },
  ],
};

/*
 * @conform-to/zod/v4 builds its form coercion with four functions of classic zod (pipe, transform,
 * optional, lazy). zod/mini has the same four on the same core, and every schema here is mini
 * (app/features/waitlist/entry-schema.ts): resolved to it, the forms do not bring classic zod (~14 KB
 * gzip) to the browser (docs/decisions/019-forms-with-conform.md).
 */
const conformZodOnMini: Plugin = {
  name: "conform-zod-on-zod-mini",
  enforce: "pre",
  resolveId(source, importer, options) {
    if (source !== "zod/v4" || !importer?.includes("@conform-to")) return null;
    return this.resolve("zod/mini", importer, { ...options, skipSelf: true });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is our Express app, so production runs one compiled file
  // (build/server/index.js) with no TypeScript loader.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/index.ts" } }
    : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
  plugins: [conformZodOnMini, tailwindcss(), reactRouter()],
}));
