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
    files: ["tests/server/**", "tests/setup/**", "tests/resilience/**", "tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "react-hooks/immutability": "off" },
  },
  {
    // Production and development code never depend on the tests; the tests import from the code.
    files: ["app/**", "server/**", "dev/**", "server.js"],
    // Unit tests live beside the code and may use the tests' setup.
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/tests/**"],
              message: "app, server and dev code must not import from tests/",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(^|\\/)tests\\//]",
          message: "app, server and dev code must not import from tests/",
        },
      ],
    },
  },
);
