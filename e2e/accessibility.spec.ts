import AxeBuilder from "@axe-core/playwright";
import { allPages } from "../app/content/pages";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const [size, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test.describe(`axe at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const entry of [...allPages.map((candidate) => candidate.path), "/no-such-page"]) {
      test(`${entry} (${size})`, async ({ page }) => {
        await page.goto(entry);
        await waitForHydration(page);
        await waitForAnimations(page);
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  });
}
