/**
 * app/i18n/ is imported by components, sections, features, islands and pages, and imports none of them
 * (eslint.config.js): a planted import of each fails, and the allowed directions pass.
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

describe("lint: the layer of app/i18n", () => {
  it.each([
    ["a component", 'export * from "~/components/button-styles";'],
    ["a section", 'export { NotFound } from "~/sections/not-found";'],
    ["a feature", 'export * from "~/features/enquiry-form/validation";'],
    ["an island", 'export * from "~/islands/enquiry-form-island";'],
  ])("fails when app/i18n imports %s", async (_layer, code) => {
    expect(await ruleIdsFor("app/i18n/planted.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it.each([
    ["app/components/planted.tsx"],
    ["app/sections/planted.tsx"],
    ["app/features/enquiry-form/planted.ts"],
    ["app/islands/planted.tsx"],
  ])("lets %s import it", async (file) => {
    expect(await ruleIdsFor(file, 'export { localePath } from "~/i18n/paths";\n')).toEqual([]);
  });
});
