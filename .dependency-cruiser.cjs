// The import rules `npm run lint` holds (dependency-cruiser). Layers point one way: tests and
// server/ (the Express host, and the composition root that wires the capabilities into the
// services) → app/features (capabilities) → app/platform (the services: auth, mail, jobs, guards)
// → app/lib and app/components → app/db → app/vocabulary. docs/architecture.md, "Rooms and layers".

const TESTS = "\\.test\\.tsx?$";

// Every change to a member is an event for the webhooks: any capability may emit one.
const EVENTS = "^app/features/webhooks/emit\\.server\\.ts$";

// Where one capability may import another (from, then what under app/features/), and why. Every
// other import of one capability by another is an error; a pair goes one way only.
const CROSSINGS = [
  // An invitation goes to a waitlist member: the waitlist's signed links, tokens and page parts.
  ["admission", "waitlist/"],
  // The REST API's join is the form's: its schema, its mail and its fraud rules.
  ["api", "waitlist/(join\\.server|entry-schema)\\.ts$"],
  // The REST API erases a member as a member's page in the launch room does.
  ["api", "privacy/personal-data\\.server\\.ts$"],
  // The settings page holds the member's data section (their copy, the notice they were shown).
  ["auth", "privacy/data-section\\.tsx$"],
  // Every broadcast message carries the member's signed unsubscribe link.
  ["broadcasts", "waitlist/"],
  // The dashboard is the signed-in account's page: it resends the verification link through it.
  ["dashboard", "auth/"],
  // The home page holds the waitlist's form and answers its join.
  ["landing", "waitlist/"],
  // A bounce or a complaint unsubscribes the member.
  ["mail-events", "waitlist/members\\.server\\.ts$"],
  // What a redirect's notice says is the words of the account page that sent it.
  ["site", "auth/"],
  // The overview shows where members stand in admission.
  ["team", "admission/states\\.ts$"],
  // The launch room's second factor and passkeys are the account's (enrol, prove, remove).
  ["team", "auth/"],
  // A member's page shows their fraud flags and takes an admin's review of them.
  ["team", "fraud/"],
  // A member's page exports or erases their data, as the member can themselves.
  ["team", "privacy/"],
  // A join is checked by the fraud rules.
  ["waitlist", "fraud/"],
];

const crossingsFrom = new Map();
for (const [from, to] of CROSSINGS) {
  const other = to.split("/")[0];
  if (CROSSINGS.some(([back, into]) => back === other && into.startsWith(`${from}/`)))
    throw new Error(`CROSSINGS: ${from} and ${other} would import each other`);
  crossingsFrom.set(from, [...(crossingsFrom.get(from) ?? []), `^app/features/${to}`]);
}

const CAPABILITIES_APART =
  "A capability is a room of its own: what two share is shared code (app/lib, app/components, " +
  "app/platform), or a crossing listed in CROSSINGS with why.";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle makes two modules one: neither can be read, tested or moved alone.",
      from: {},
      to: { circular: true },
    },
    {
      name: "vocabulary-is-a-leaf",
      severity: "error",
      comment:
        "The shared words (roles, activities, audit actions, event payloads) depend on nothing of ours.",
      from: { path: "^app/vocabulary\\.ts$" },
      to: { path: "^(app|server|dev|tests)/" },
    },
    {
      name: "db-imports-only-db",
      severity: "error",
      comment: "app/db is schema and queries; a use-case that composes them lives in its capability.",
      from: { path: "^app/db/" },
      to: { path: "^(app|server|dev|tests)/", pathNot: ["^app/db/", "^app/vocabulary\\.ts$"] },
    },
    {
      name: "shared-code-imports-no-capability",
      severity: "error",
      comment:
        "app/lib, app/components and app/platform serve every capability, so none of them depends on one.",
      from: { path: "^app/(lib|components|platform)/", pathNot: TESTS },
      to: { path: "^app/features/" },
    },
    {
      name: "shared-code-imports-no-platform",
      severity: "error",
      comment:
        "app/lib and app/components serve the browser and the server alike; the server's services (app/platform) build on them.",
      from: { path: "^app/(lib|components)/", pathNot: TESTS },
      to: { path: "^app/platform/" },
    },
    {
      name: "capability-imports-no-capability",
      severity: "error",
      comment: CAPABILITIES_APART,
      from: {
        path: "^app/features/([^/]+)/",
        pathNot: [TESTS, `^app/features/(${[...crossingsFrom.keys()].join("|")})/`],
      },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", EVENTS] },
    },
    ...[...crossingsFrom].map(([from, allowed]) => ({
      name: "capability-imports-no-capability",
      severity: "error",
      comment: CAPABILITIES_APART,
      from: { path: `^app/features/${from}/`, pathNot: TESTS },
      to: { path: "^app/features/", pathNot: [`^app/features/${from}/`, EVENTS, ...allowed] },
    })),
    {
      name: "app-imports-no-host",
      severity: "error",
      comment: "The app runs under any host; server/ (Express) wires it, never the other way.",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "route-modules-are-entries",
      severity: "error",
      comment:
        "A route module is reached through app/routes.ts only; what two pages share is a module of its own.",
      from: { pathNot: ["\\.test\\.tsx?$", "^tests/"] },
      to: { path: "\\.route\\.tsx?$" },
    },
    {
      name: "only-tests-import-tests",
      severity: "error",
      comment: "What benchmarks, scripts and tests share lives in dev/harness.",
      // Unit tests beside the code may use the suites' setup.
      from: { path: "^(app|server|dev|bench|scripts)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
