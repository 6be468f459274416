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
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Outside React: a `use…` function here is a Vitest or Playwright fixture (it registers
    // beforeAll/afterAll hooks), not a React hook, and React's rules do not apply to it.
    files: ["tests/**", "dev/harness/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "react-hooks/immutability": "off" },
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
