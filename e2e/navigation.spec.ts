import type { Page } from "@playwright/test";
import { navigation } from "../app/content/layout";
import { allPages, countryPages, pages, studyAbroadMenu } from "../app/content/pages";
import { site } from "../app/content/site";
import { expect, test, viewports, waitForHydration } from "./fixtures";

/** Opens a page, waits until it is interactive and returns the header's Study Abroad toggle. */
async function studyAbroadToggleOn(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return page.getByRole("button", { name: "Study Abroad", exact: true });
}

test.describe("desktop navigation bar", () => {
  test.use({ viewport: viewports.desktop });

  test("Home, Services, About Us and Contact Us lead to their pages", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    for (const [name, path] of [
      ["Services", pages.services.path],
      ["About Us", pages.about.path],
      ["Home", pages.home.path],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(pages.contact.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the Study Abroad dropdown opens on hover, lists six pages and closes on leaving", async ({
    page,
  }) => {
    const toggle = await studyAbroadToggleOn(page, "/about");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link")).toHaveText(studyAbroadMenu.map((entry) => entry.name));
    await page.mouse.move(5, 600);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("a mouse click after the hover keeps the dropdown open", async ({ page }) => {
    const toggle = await studyAbroadToggleOn(page, "/");
    await toggle.hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("link", { name: studyAbroadMenu[0]!.name, exact: true }).first(),
    ).toBeVisible();
  });

  for (const entry of studyAbroadMenu) {
    test(`the dropdown entry ${entry.name} opens ${entry.path}`, async ({ page }) => {
      await (await studyAbroadToggleOn(page, "/")).hover();
      await page.getByRole("link", { name: entry.name, exact: true }).first().click();
      await expect(page).toHaveURL(entry.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the dropdown works with the keyboard and closes on Escape", async ({ page }) => {
    const toggle = await studyAbroadToggleOn(page, "/services");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: studyAbroadMenu[0]!.name, exact: true }).first(),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("link", { name: studyAbroadMenu[0]!.name, exact: true }).first(),
    ).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("link", { name: studyAbroadMenu[1]!.name, exact: true }).first(),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(studyAbroadMenu[1]!.path);
  });

  test("the dropdown closes when focus leaves it", async ({ page }) => {
    const toggle = await studyAbroadToggleOn(page, "/");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "About Us", exact: true }).first().focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the navigation bar on one line", () => {
  /** Top, height and right edge of each item of the desktop bar, the header's height, the page's width. */
  async function measure(page: Page) {
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const items = [
      nav.getByRole("link", { name: "Home", exact: true }),
      nav.getByRole("link", { name: "Services", exact: true }),
      nav.getByRole("button", { name: "Study Abroad", exact: true }),
      nav.getByRole("link", { name: "Cost Calculator", exact: true }),
      nav.getByRole("link", { name: "About Us", exact: true }),
      nav.getByRole("link", { name: "Contact Us", exact: true }),
    ];
    const boxes = [];
    for (const item of items) {
      const box = await item.boundingBox();
      if (!box) throw new Error("a navigation item is not shown");
      boxes.push(box);
    }
    const logo = await page
      .getByRole("banner")
      .getByRole("link", { name: navigation.homeLinkLabel(site.brandName) })
      .boundingBox();
    const header = await page.locator("header").first().boundingBox();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    return { boxes, logo, header, pageWidth };
  }

  test("every item shares one top and the header stays one line high from 768 px up", async ({ page }) => {
    let oneLineHeight: number | undefined;
    for (const width of [1440, 1024, 818, 800, 790, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const { boxes, logo, header, pageWidth } = await measure(page);
      oneLineHeight ??= header?.height;
      const tops = boxes.map((box) => Math.round(box.y));
      expect(new Set(tops).size, `tops at ${width} px: ${tops.join(", ")}`).toBe(1);
      expect(new Set(boxes.map((box) => Math.round(box.height))).size, `heights at ${width} px`).toBe(1);
      expect(header?.height, `header height at ${width} px`).toBe(oneLineHeight);
      // Side by side in order, none over the logo, none past the edge of the page.
      for (let index = 1; index < boxes.length; index++) {
        expect(boxes[index]!.x, `item ${index} at ${width} px`).toBeGreaterThanOrEqual(
          boxes[index - 1]!.x + boxes[index - 1]!.width - 0.5,
        );
      }
      expect(boxes[0]!.x).toBeGreaterThanOrEqual((logo?.x ?? 0) + (logo?.width ?? 0));
      expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(width);
      expect(pageWidth, `page width at ${width} px`).toBe(width);
    }
  });
});

test.describe("the cost calculator, one tap from every page", () => {
  for (const from of allPages.filter((entry) => entry.path !== pages.costCalculator.path)) {
    test(`from ${from.path} on a desktop: a navigation item`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      await page.goto(from.path);
      await page
        .getByRole("navigation", { name: "Main", exact: true })
        .getByRole("link", { name: "Cost Calculator", exact: true })
        .click();
      await expect(page).toHaveURL(pages.costCalculator.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test(`from ${from.path} on a phone: a link in the header bar itself`, async ({ page }) => {
      await page.setViewportSize(viewports.phone);
      await page.goto(from.path);
      const link = page.getByRole("banner").getByRole("link", { name: /^Costs/ });
      await expect(link).toBeVisible();
      // Not crowding the bar: beside the logo and the menu button, not over them.
      const [logo, costs, menu] = await Promise.all([
        page
          .getByRole("banner")
          .getByRole("link", { name: navigation.homeLinkLabel(site.brandName) })
          .boundingBox(),
        link.boundingBox(),
        page.getByRole("button", { name: /menu/i }).boundingBox(),
      ]);
      expect(costs!.x).toBeGreaterThanOrEqual(logo!.x + logo!.width);
      expect(costs!.x + costs!.width).toBeLessThanOrEqual(menu!.x);
      expect(costs!.height).toBeGreaterThanOrEqual(44);
      await link.click();
      await expect(page).toHaveURL(pages.costCalculator.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("the phone menu lists it as an item of its own too", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: /menu/i }).click();
    const menu = page.getByRole("navigation", { name: navigation.menuLabel });
    await menu.getByRole("link", { name: "Cost Calculator", exact: true }).first().click();
    await expect(page).toHaveURL(pages.costCalculator.path);
  });

  test("on its own page both links are marked as the current page", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(pages.costCalculator.path);
    await expect(
      page
        .getByRole("navigation", { name: "Main", exact: true })
        .getByRole("link", { name: "Cost Calculator", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.setViewportSize(viewports.phone);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Costs/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("tablet with touch", () => {
  test.use({ viewport: viewports.desktop, hasTouch: true });

  test("a tap opens the Study Abroad dropdown and a second tap closes it", async ({ page }) => {
    const toggle = await studyAbroadToggleOn(page, "/");
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: viewports.mobileMenu });

  const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

  test("opens with the toggle, locks scrolling, shows phone and email, closes on navigation", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => bodyOverflow(page)).toBe("hidden");

    const menu = page.getByRole("navigation", { name: navigation.menuLabel });
    await expect(menu.getByRole("link", { name: site.phones[0].display })).toHaveAttribute(
      "href",
      `tel:${site.phones[0].e164}`,
    );
    await expect(menu.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    for (const country of countryPages) {
      await expect(menu.getByRole("link", { name: country.name, exact: true })).toBeVisible();
    }

    await menu.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
  });

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    await expect(page.getByRole("navigation", { name: navigation.menuLabel })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: navigation.menuLabel })).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
  });
});

test.describe("document navigation", () => {
  test.use({ viewport: viewports.desktop });

  test("hovering a link fetches its page ahead, so the click shows it without a network wait", async ({
    page,
  }) => {
    await page.goto(pages.services.path);
    await waitForHydration(page);
    // Chromium does not prerender while DevTools (Playwright's connection) is attached; it still fetches
    // the page ahead under the same rules, which is what a click then uses.
    const session = await page.context().newCDPSession(page);
    await session.send("Preload.enable");
    const fetchedAhead = new Promise<string>((resolve) =>
      session.on("Preload.prefetchStatusUpdated", (event) => {
        if (event.status === "Ready") resolve(event.key.url);
      }),
    );
    const link = page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "About Us", exact: true });
    await link.hover();
    expect(new URL(await fetchedAhead).pathname).toBe(pages.about.path);

    await link.click();
    await expect(page).toHaveURL(pages.about.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const timing = await page.evaluate(() => {
      const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
        deliveryType: string;
      };
      return { deliveryType: entry.deliveryType, wait: entry.responseStart - entry.requestStart };
    });
    expect(timing).toEqual({ deliveryType: "navigational-prefetch", wait: 0 });
  });

  test("with JavaScript off, the navigation bar, the dropdown and the footer lead to every page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    for (const [name, path] of [
      ["Services", pages.services.path],
      ["About Us", pages.about.path],
      ["Home", pages.home.path],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await nav.getByRole("button", { name: "Study Abroad", exact: true }).click();
    await nav.getByRole("link", { name: studyAbroadMenu[0]!.name, exact: true }).click();
    await expect(page).toHaveURL(studyAbroadMenu[0]!.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Contact Us", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(pages.contact.path);
    await context.close();
  });

  test("with JavaScript off at 360 px, the menu button opens and closes the menu, and Costs is in the bar", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(pages.about.path);
    const menu = page.getByRole("navigation", { name: navigation.menuLabel });
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Cost Calculator", exact: true }).first()).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Costs/ })
      .click();
    await expect(page).toHaveURL(pages.costCalculator.path);
    await context.close();
  });

  test("with JavaScript off, the mobile menu opens and leads to a page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobileMenu });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).click();
    const menu = page.getByRole("navigation", { name: navigation.menuLabel });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(pages.services.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});
