// One linter for the whole repository. Boundaries follow docs/architecture.md: app/ and server/ never
// import each other (the server may read app/content/); all may import contract/, which imports none of
// them; inside app/, components → sections and features → islands and pages, no feature importing
// another; no cycles.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The features of the public site (app/features/*): none may import another. */
const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of docs/architecture.md, checked on the resolved file of every import (relative, `~/`,
 * `#contract/`), whatever way it is written. Paths are relative to the repository's root.
 */
const layerZones = [
  {
    target: "./contract",
    from: ["./app", "./server", "./console"],
    message: "contract/ is shared by the site, the server and the console: it imports none of them.",
  },
  {
    target: "./server",
    from: "./app",
    except: ["./content"],
    message: "server/ never imports app/ (its content data excepted).",
  },
  { target: "./server", from: "./console", message: "server/ never imports the staff console's code." },
  { target: "./app", from: ["./server", "./console"], message: "app/ never imports server/ or console/." },
  {
    target: "./console",
    from: ["./app/sections", "./app/features", "./app/islands", "./app/layouts", "./app/pages", "./server"],
    message: "console/ never imports the public site's sections, features, islands or pages, nor server/.",
  },
  {
    target: "./app/sections",
    from: ["./app/features", "./app/islands", "./app/layouts", "./app/pages"],
    message:
      "A section never imports a feature, an island or a page: a page passes an island in through a slot.",
  },
  {
    target: "./app/components",
    from: ["./app/sections", "./app/features", "./app/islands", "./app/layouts", "./app/pages"],
    message: "components/ are the bottom layer: they never import sections, features, islands or pages.",
  },
  {
    target: "./app/i18n",
    from: [
      "./app/components",
      "./app/sections",
      "./app/features",
      "./app/islands",
      "./app/layouts",
      "./app/pages",
      "./app/scripts",
    ],
    message:
      "app/i18n/ (locales, paths, formatters) sits below every layer that uses it: it imports none of them.",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "A feature never imports another feature: an island or a page joins them.",
  })),
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: ["./app/islands", "./app/layouts", "./app/pages"],
    message: "A feature never imports an island, a layout or a page: they import it.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".astro/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "../server/*"], message: "app/ never imports server/." }] },
      ],
    },
  },
  {
    // The staff console (console/) is its own app: it may use contract/ and the small primitives of
    // app/components/, never the public site's sections, features, islands, pages or content, nor server/.
    files: ["console/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "../server/*"], message: "console/ never imports server/." },
            {
              group: ["~/*", "!~/components", "!~/components/*", "**/app/**", "!**/app/components/**"],
              message:
                "console/ may import app/components/ only (never the public site's sections or content).",
            },
          ],
        },
      ],
    },
  },
  {
    // The public site never loads the console's code.
    files: ["app/**/*.{ts,tsx}", "contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "../server/*"], message: "app/ never imports server/." },
            {
              group: ["**/console/**", "../console/*"],
              message: "The public site never imports the staff console.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "!~/content", "!~/content/*", "**/app/**", "!**/app/content/**"],
              message: "server/ never imports app/ (its content data excepted).",
            },
            { group: ["**/console/**"], message: "server/ never imports the staff console's code." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "console/**/*.{ts,tsx}", "contract/**/*.ts", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Parse TypeScript modules too when following imports (for no-cycle).
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
          conditionNames: ["types", "import", "default"],
          tsconfig: { configFile: `${root}tsconfig.json` },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Tests may assert that a value exists with `!` after checking it; a wrong guess fails the test.
    files: ["e2e/**", "**/*.test.ts", "**/*.test.tsx", "test/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Command-line tools and benchmarks print their results.
    files: ["scripts/**", "bench/**", "server/**/*-cli.ts", ".ci/**"],
    rules: { "no-console": "off" },
  },
);
