// One linter for the whole repository. Boundaries follow docs/architecture.md:
// app/ and server/ never import each other; both may import contract/.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** What no file of the public site imports: the server and the staff console. */
const appBoundaries = [
  { group: ["**/server/**", "../server/*"], message: "app/ never imports server/." },
  { group: ["**/console/**", "../console/*"], message: "The public site never imports the staff console." },
];

/** Imports of a layer of app/ (docs/architecture.md) by its alias or a relative path. */
const layer = (name) => [`~/${name}`, `~/${name}/**`, `**/${name}/**`];

const features = ["analytics", "cost-calculator", "enquiry-form"];

/**
 * The layers of the public site (docs/architecture.md): components never import sections, features,
 * islands, layouts or pages; sections never import features or islands; a feature never imports another.
 */
const appLayers = [
  {
    files: ["app/components/**/*.{ts,tsx}"],
    forbidden: ["sections", "features", "islands", "layouts", "pages"],
    message: "app/components/ holds primitives: it never imports sections, features, islands or pages.",
  },
  {
    files: ["app/sections/**/*.{ts,tsx}"],
    forbidden: ["features", "islands", "layouts", "pages"],
    message: "A section never imports a feature or an island: a page passes it in through a slot.",
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    forbidden: [
      ...features.filter((other) => other !== feature).map((other) => `features/${other}`),
      "islands",
      "layouts",
      "pages",
    ],
    message: "A feature never imports another feature: an island or a page joins them.",
  })),
].map(({ files, forbidden, message }) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [...appBoundaries, { group: forbidden.flatMap(layer), message }] },
    ],
  },
}));

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
    // app/components/, never the public site's sections, features, routes or content, nor server/.
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
  ...appLayers,
  {
    // contract/ is shared by the site, the server and the tests: it imports neither app/ nor server/.
    files: ["contract/**/*.ts"],
    ignores: ["contract/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/*", "**/app/**"], message: "contract/ never imports app/." },
            { group: ["**/server/**"], message: "contract/ never imports server/." },
            { group: ["**/console/**"], message: "contract/ never imports the staff console." },
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
            { group: ["~/*", "**/app/**"], message: "server/ never imports app/." },
            { group: ["**/console/**"], message: "server/ never imports the staff console's code." },
          ],
        },
      ],
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
