import { allPages, pages } from "../app/content/pages";
import { site } from "../app/content/site";
import { expect, test, viewports, waitForHydration } from "./fixtures";

/** Reads an attribute of the first tag matching `selector` in served HTML, as a crawler would. */
function headValue(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

const decode = (text: string | undefined) =>
  text
    ?.replace(/&amp;/g, "&")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

test.describe("served HTML of every page", () => {
  for (const entry of allPages) {
    test(`${entry.path} carries its own metadata and content`, async ({ request }) => {
      const response = await request.get(entry.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(decode(headValue(html, /<title>([^<]*)<\/title>/))).toBe(entry.title);
      expect(decode(headValue(html, /<meta name="description" content="([^"]*)"/))).toBe(entry.description);
      expect(decode(headValue(html, /<meta name="keywords" content="([^"]*)"/))).toBe(
        entry.keywords.join(", "),
      );
      const canonical = `${site.siteUrl}${entry.path}`;
      expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
      expect(decode(headValue(html, /<meta property="og:title" content="([^"]*)"/))).toBe(entry.title);
      expect(decode(headValue(html, /<meta property="og:description" content="([^"]*)"/))).toBe(
        entry.description,
      );
      expect(headValue(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
      expect(headValue(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary_large_image");
      expect(headValue(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(/\.png$/);
      // The page's text is in the HTML, not an empty shell.
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toContain(site.email);
    });
  }

  test("the home page targets the five destinations and links a real 1200x630 share image", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const country of ["UK", "USA", "Canada", "Germany", "Ireland"]) expect(html).toContain(country);
    const image = headValue(html, /<meta property="og:image" content="([^"]*)"/)!;
    const response = await request.get(new URL(image).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("every page carries the organisation's JSON-LD with the Guntur office and three branches", async ({
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    const json = headValue(
      html,
      /<script type="application\/ld\+json">(\{[^<]*"EducationalOrganization"[^<]*)<\/script>/,
    );
    const data = JSON.parse(json!) as { address: { addressLocality: string }; department: unknown[] };
    expect(data.address.addressLocality).toBe("Guntur");
    expect(data.department).toHaveLength(3);
  });

  test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const entry of allPages.filter((candidate) => candidate.indexable)) {
      expect(sitemap).toContain(`<loc>${site.siteUrl}${entry.path}</loc>`);
    }
    expect(sitemap).not.toContain("/thank-you");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});

test.describe("404 page", () => {
  // The browser logs the page's own 404 status as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with the not-found texts", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain("Sorry, we couldn&#x27;t find the page you&#x27;re looking for");
  });

  test("its links lead home and to Contact", async ({ page }) => {
    await page.goto("/no-such-page");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for")).toBeVisible();
    await page.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await page.goto("/another/missing/page");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("addresses: paths ignore case and a trailing slash", () => {
  test("/About, /ABOUT and /about/ reach the About page", async ({ page }) => {
    for (const variant of ["/About", "/ABOUT", "/about/"]) {
      await page.goto(variant);
      await expect(page).toHaveURL("/about");
      await expect(page).toHaveTitle(pages.about.title);
    }
  });
});

test.describe("footer", () => {
  test("shows the tagline, five social links, the quick links, contact details and the copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(site.tagline)).toBeVisible();
    for (const link of site.socialLinks) {
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.url,
      );
    }
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await expect(quickLinks).toHaveText([
      "Home",
      "About Us",
      "Services",
      "Contact Us",
      "Study in UK",
      "Study in USA",
    ]);
    await expect(footer.getByRole("link", { name: site.phones[1].display })).toHaveAttribute(
      "href",
      `tel:${site.phones[1].e164}`,
    );
    await expect(footer.getByText(`Office hours: ${site.officeHours.label}`)).toBeVisible();
    await expect(footer.getByText(`© 2024–${new Date().getFullYear()} ${site.brandName}`)).toBeVisible();
    await expect(footer.getByRole("button", { name: "Learn More" })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  test("the landing hero's content is visible", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Study Beyond Borders, Succeed Without Limits!" }),
    ).toBeVisible();
    await expect(page.getByText(/pursue your academic goals/i)).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("every page loads without console errors or CSP violations", () => {
  for (const entry of allPages) {
    test(entry.path, async ({ page }) => {
      await page.goto(entry.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
