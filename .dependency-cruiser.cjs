// The import rules `npm run lint` holds (dependency-cruiser). Layers point one way: tests and
// server/ (the Express host) → app/features (capabilities) and app/platform (the services that wire
// them: auth, mail, jobs) → app/lib and app/components → app/db → app/vocabulary.
// docs/architecture.md, "Rooms and layers".
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
      from: { path: "^app/(lib|components)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/features/" },
    },
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
