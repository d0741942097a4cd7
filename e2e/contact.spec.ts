// Contact page: the Contact Us form in the hero, How to Reach Us, Our Branches.
import AxeBuilder from "@axe-core/playwright";
import { fieldLabels } from "../contract/enquiry";
import { branchesSection, contactForm, howToReach } from "../app/content/contact";
import { pages } from "../app/content/pages";
import { formatAddress, site } from "../app/content/site";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto(pages.contact.path);
  await waitForHydration(page);
});

test("the hero holds the Contact Us form with first name, last name, email and phone", async ({ page }) => {
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  const form = hero.getByRole("form", { name: contactForm.heading });
  await expect(form).toBeVisible();
  for (const field of ["firstName", "lastName", "email", "phone"] as const) {
    await expect(form.getByLabel(fieldLabels[field])).toBeVisible();
  }
  await expect(form.getByLabel(fieldLabels.comments)).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
});

test("How to Reach Us: the Guntur office, both phones, email, office hours and a map link", async ({
  page,
}) => {
  const region = page.getByRole("region", { name: howToReach.title });
  await expect(region.getByText(formatAddress(site.office.address))).toBeVisible();
  for (const phone of site.phones) {
    await expect(region.getByRole("link", { name: phone.display })).toHaveAttribute(
      "href",
      `tel:${phone.e164}`,
    );
  }
  await expect(region.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(region.getByText("Mon-Sat 9AM-6PM")).toBeVisible();
  await expect(region.getByRole("link", { name: new RegExp(howToReach.mapLink) })).toHaveAttribute(
    "href",
    site.office.mapUrl,
  );
});

test("Our Branches: Vijayawada, Hyderabad and Vishakapatnam with address, phone and email", async ({
  page,
}) => {
  const region = page.getByRole("region", { name: branchesSection.title });
  await expect(region.getByRole("heading", { level: 3 })).toHaveText([
    "Vijayawada",
    "Hyderabad",
    "Vishakapatnam",
  ]);
  for (const branch of site.branches) {
    const card = region
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: branch.city }) });
    await expect(card.getByText(formatAddress(branch.address))).toBeVisible();
    await expect(card.getByRole("link", { name: branch.phone.display })).toHaveAttribute(
      "href",
      `tel:${branch.phone.e164}`,
    );
    await expect(card.getByRole("link", { name: branch.email })).toHaveAttribute(
      "href",
      `mailto:${branch.email}`,
    );
  }
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
