// About page: hero, About Us, Our Mission, stats, Our Vision, team call links.
import AxeBuilder from "@axe-core/playwright";
import { aboutUs, mission, stats, team, vision } from "../app/content/about";
import { pages } from "../app/content/pages";
import { site } from "../app/content/site";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto(pages.about.path);
  await waitForHydration(page);
});

test("the hero's Get Started button leads to /contact", async ({ page }) => {
  const hero = page.getByRole("region", { name: "About Us" }).first();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  const button = hero.getByRole("link", { name: "Get Started" });
  await expect(button).toHaveAttribute("href", pages.contact.path);
  await button.click();
  await expect(page).toHaveURL(pages.contact.path);
});

test("About Us, Our Mission, Our Vision and the team, in order", async ({ page }) => {
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  const texts = await headings.allTextContents();
  const order = [aboutUs.title, mission.title, stats.title, vision.title, team.title].map((title) =>
    texts.indexOf(title),
  );
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expect(page.getByText(`With over ${site.yearsOfExperience} years of expertise`)).toBeAttached();
  await expect(page.getByText(mission.text)).toBeAttached();
  await expect(page.getByText(vision.text)).toBeAttached();
});

test("the stats block shows 1200+, 25+, 4500+ and the one experience figure", async ({ page }) => {
  const block = page.getByRole("region", { name: stats.title });
  for (const [value, label] of [
    ["1200+", "Universities"],
    ["25+", "Countries"],
    ["4500+", "Courses"],
    [`${site.yearsOfExperience}+`, "Years Experience"],
  ]) {
    await expect(block.getByText(value!, { exact: true })).toBeAttached();
    await expect(block.getByText(label!, { exact: true })).toBeAttached();
  }
  await expect(block.getByText("12+")).toHaveCount(0);
});

test("team cards: name, role and a tel: link for each member", async ({ page }) => {
  const region = page.getByRole("region", { name: team.title });
  await expect(region.getByRole("article")).toHaveCount(team.members.length);
  for (const member of team.members) {
    const card = region
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: member.name }) });
    await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    const call = card.getByRole("link", { name: `${team.callPrefix(member.name)}${member.phone.display}` });
    await expect(call).toHaveAttribute("href", `tel:${member.phone.e164}`);
  }
  await expect(region.getByText("Managing Director and CEO")).toBeAttached();
  await expect(region.getByText("Director", { exact: true })).toBeAttached();
});

test("sections fade in on scroll", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto(pages.about.path);
  await waitForHydration(page);
  const teamSection = page.getByRole("region", { name: team.title });
  await expect(teamSection).toHaveAttribute("data-reveal", "hidden");
  await teamSection.scrollIntoViewIfNeeded();
  await expect(teamSection).toHaveAttribute("data-reveal", "shown");
  await expect(teamSection).toHaveCSS("opacity", "1");
});

test("under reduced motion nothing is hidden for an entrance effect", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(pages.about.path);
  await waitForHydration(page);
  await expect(page.locator("[data-reveal]")).toHaveCount(0);
  await expect(page.getByRole("region", { name: team.title })).toHaveCSS("opacity", "1");
});

for (const viewport of [viewports.phone, viewports.desktop]) {
  test(`axe: no violations at ${viewport.width}px once every section is shown`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 400) await page.mouse.wheel(0, 400);
    await waitForAnimations(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
      [],
    );
  });
}
