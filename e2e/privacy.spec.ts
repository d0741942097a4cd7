/**
 * The privacy notice (/privacy): its contents and date, the retention periods the server enforces, the
 * grievance contact, and the link to it in the footer of every page. axe (e2e/quality/accessibility),
 * the Nu checker (e2e/quality/html-validity) and the sitemap (e2e/quality/metadata) cover it as one of
 * the pages of app/content/pages.ts.
 */
import { statedRetention } from "../contract/retention";
import { allPages, pages } from "../app/content/pages";
import { privacyNotice } from "../app/content/privacy";
import { site } from "../app/content/site";
import { expect, test, viewports } from "./fixtures";

test.describe("the privacy notice", () => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    test(`has a title, a date and a table of contents leading to each section at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(pages.privacy.path);
      await expect(page.getByRole("heading", { level: 1, name: privacyNotice.title })).toBeVisible();
      await expect(page.getByText(privacyNotice.dateLabel)).toBeVisible();
      await expect(page.locator(`time[datetime="${privacyNotice.date}"]`)).toBeVisible();

      const contents = page.getByRole("navigation", { name: privacyNotice.contentsHeading });
      await expect(contents.getByRole("link")).toHaveText(
        privacyNotice.sections.map((section) => section.heading),
      );
      const last = privacyNotice.sections.at(-1)!;
      await contents.getByRole("link", { name: last.heading }).click();
      await expect(page).toHaveURL(`${pages.privacy.path}#${last.id}`);
      await expect(page.getByRole("heading", { level: 2, name: last.heading })).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("states the retention periods the server enforces and names the grievance contact", async ({
    page,
  }) => {
    await page.goto(pages.privacy.path);
    const howLong = page.getByRole("region", { name: /How long we keep it/ });
    await expect(howLong).toContainText(`${statedRetention.enquiryMonths} months`);
    await expect(howLong).toContainText(`${statedRetention.analyticsDays} days`);

    const officer = site.grievanceOfficer;
    await expect(page.getByText(officer.name)).toBeVisible();
    await expect(page.getByRole("link", { name: officer.email })).toHaveAttribute(
      "href",
      `mailto:${officer.email}`,
    );
    await expect(page.getByRole("link", { name: officer.phone.display }).last()).toHaveAttribute(
      "href",
      `tel:${officer.phone.e164}`,
    );
    // Each right the Act gives is named, and the call-back's fields are listed.
    const rights = page.getByRole("region", { name: /Your rights/ });
    for (const right of ["access", "correction", "erasure", "grievance redressal", "nomination"]) {
      await expect(rights).toContainText(`(${right})`);
    }
    const collect = page.getByRole("region", { name: /What we collect/ });
    await expect(collect.getByRole("rowheader", { name: "Call-back request" })).toBeVisible();
  });

  test("is linked from the footer of every page", async ({ page, request }) => {
    for (const entry of [...allPages.map((candidate) => candidate.path), "/no-such-page"]) {
      const html = await (await request.get(entry)).text();
      const footer = html.slice(html.lastIndexOf("<footer"), html.lastIndexOf("</footer>"));
      expect(footer, entry).toContain(`href="${pages.privacy.path}"`);
      expect(footer, entry).toContain(`>${privacyNotice.footerLink}</a>`);
    }
    await page.goto(pages.services.path);
    await page.getByRole("contentinfo").getByRole("link", { name: privacyNotice.footerLink }).click();
    await expect(page).toHaveURL(pages.privacy.path);
  });

  test.describe("on the not-found page", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("the footer links to it too", async ({ page }) => {
      await page.goto("/no-such-page");
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: privacyNotice.footerLink }),
      ).toHaveAttribute("href", pages.privacy.path);
    });
  });
});
