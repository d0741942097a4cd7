/**
 * The layer rules of eslint.config.js (docs/architecture.md) fail on a planted violation: each case lints a
 * small source as if it were a file of the layer, importing what that layer must not.
 */
import { ESLint } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const restricted = "import-x/no-restricted-paths";

describe("lint: the layers of docs/architecture.md", () => {
  const violations: [string, string, string][] = [
    ["contract/ imports app/", "contract/planted.ts", 'export { pages } from "../app/content/pages.ts";'],
    ["contract/ imports server/", "contract/planted.ts", 'export { loadConfig } from "../server/config.ts";'],
    [
      "contract/ imports the console",
      "contract/planted.ts",
      'export { formatDate } from "../console/format.ts";',
    ],
    [
      "server/ imports app/ beyond its content",
      "server/planted.ts",
      'export { pageMeta } from "../app/lib/seo.ts";',
    ],
    ["server/ imports the console", "server/lib/planted.ts", 'export * from "../../console/format.ts";'],
    ["app/ imports server/", "app/lib/planted.ts", 'export { loadConfig } from "../../server/config.ts";'],
    ["app/ imports the console", "app/lib/planted.ts", 'export * from "../../console/format.ts";'],
    [
      "the console imports a section",
      "console/planted.tsx",
      'export { SiteFooter } from "~/sections/footer/site-footer";',
    ],
    [
      "the console imports a feature",
      "console/routes/planted.tsx",
      'export * from "~/features/analytics/privacy";',
    ],
    [
      "the console imports an island",
      "console/planted.tsx",
      'export * from "~/islands/enquiry-form-island";',
    ],
    [
      "a component imports a section",
      "app/components/planted.tsx",
      'export { SiteFooter } from "~/sections/footer/site-footer";',
    ],
    [
      "a component imports a feature",
      "app/components/planted.tsx",
      'export * from "../features/analytics/privacy";',
    ],
    [
      "a component imports an island",
      "app/components/planted.tsx",
      'export * from "~/islands/enquiry-form-island";',
    ],
    [
      "a section imports a feature",
      "app/sections/home/planted.tsx",
      'export * from "~/features/enquiry-form/validation";',
    ],
    [
      "a section imports an island",
      "app/sections/planted.tsx",
      'export * from "../islands/enquiry-form-island";',
    ],
    [
      "a feature imports an island",
      "app/features/enquiry-form/planted.ts",
      'export * from "../../islands/enquiry-form-island";',
    ],
    [
      "a feature imports another feature",
      "app/features/cost-calculator/planted.ts",
      'export * from "../enquiry-form/validation";',
    ],
  ];

  for (const [name, file, code] of violations) {
    it(`fails when ${name}`, async () => {
      expect(await ruleIdsFor(file, code)).toContain(restricted);
    });
  }

  it("passes what the layers allow", async () => {
    const allowed: [string, string][] = [
      [
        "server/planted.ts",
        'export { pages } from "../app/content/pages.ts";\nexport * from "#contract/events";',
      ],
      ["console/planted.tsx", 'export { Spinner } from "~/components/spinner";'],
      [
        "app/features/cost-calculator/planted.ts",
        'export * from "./rules";\nexport * from "~/components/spinner";',
      ],
      ["app/sections/planted.tsx", 'export { Spinner } from "~/components/spinner";'],
      ["contract/planted.ts", 'export * from "./text.ts";'],
    ];
    for (const [file, code] of allowed) {
      expect(await ruleIdsFor(file, code), file).not.toContain(restricted);
    }
  });

  it("fails on an import cycle", async () => {
    // contract/events.ts imports contract/text.ts: text.ts importing events.ts closes a cycle.
    const cycle = 'import "./zod-config.ts";\nexport { eventLimits } from "./events.ts";\n';
    expect(await ruleIdsFor("contract/text.ts", cycle)).toContain("import-x/no-cycle");
    expect(
      await ruleIdsFor("app/lib/copyright.ts", 'export * from "../sections/footer/site-footer";'),
    ).toContain("import-x/no-cycle");
  });
});
