import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React lives in app/ alone; the compiler-based rules are most of the lint's time, so they read only there.
  { ...reactHooks.configs.flat.recommended, files: ["app/**"] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Nothing depends on the tests; the tests import from the code. What benchmarks and tests
    // share is dev/harness.
    files: ["app/**", "server/**", "dev/**", "bench/**", "scripts/**", "server.js"],
    // Unit tests live beside the code and may use the tests' setup.
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/tests/**"],
              message: "only tests import from tests/ (a shared harness belongs in dev/harness)",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(^|\\/)tests\\//]",
          message: "only tests import from tests/ (a shared harness belongs in dev/harness)",
        },
      ],
    },
  },
);
