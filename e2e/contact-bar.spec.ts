/**
 * The contact bar of phones (app/sections/contact-bar/, app/scripts/contact-bar.ts): Call, WhatsApp and
 * Request a call back at the bottom of every public page under 768 px, absent on desktop; it never covers
 * a form's submit button or the cost calculator's total, hides while the visitor types, counts each action
 * as a call to action, and its links work without JavaScript.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { callBackForm, contactBar } from "../app/content/contact-bar";
import { calculatorText } from "../app/content/countries/calculator-text";
import { allPages, countryPages, notFoundPath, pages } from "../app/content/pages";
import { site } from "../app/content/site";
import { whatsappMessages } from "../app/content/whatsapp";
import { greetingTopic } from "../app/lib/whatsapp";
import {
  callbackSlotLabels,
  enquiryLanguageLabels,
  enquiryResponses,
  fieldLabels,
  idempotencyHeader,
  messages,
} from "../contract/enquiry";
import { eventBatchSchema, type AnalyticsEvent } from "../contract/events";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";
import { staffMailMentioning } from "./staff-mail";

const short = { width: 360, height: 640 } as const;

function bar(page: Page): Locator {
  return page.getByRole("complementary", { name: contactBar.label });
}

function actions(page: Page) {
  const region = bar(page);
  return {
    call: region.getByRole("link", { name: contactBar.call, exact: true }),
    whatsapp: region.getByRole("link", { name: contactBar.whatsapp, exact: true }),
    callBack: region.getByRole("link", { name: contactBar.callBack, exact: true }),
  };
}

/** The greeting a wa.me link fills in, as WhatsApp decodes it. */
function greetingOf(href: string | null): string | null {
  const url = new URL(href ?? "", "http://invalid");
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toBe(`/${site.whatsappNumber.replace(/\D/g, "")}`);
  return url.searchParams.get("text");
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Whether the visible bar covers `target`: false when the bar is hidden, else whether the two boxes meet.
 * The bar's links are what a finger would hit, so their boxes are compared with the target's.
 */
async function barCovers(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) throw new Error("the target has no box");
  const links = actions(page);
  for (const link of [links.call, links.whatsapp, links.callBack]) {
    if (!(await link.isVisible())) continue;
    // The bar may hide between the two questions: its links then leave the accessibility tree, and a
    // bounding box would wait for them to come back. Gone, they cover nothing.
    const linkBox = await link.boundingBox({ timeout: 500 }).catch(() => null);
    if (linkBox && overlaps(linkBox, box)) return true;
  }
  return false;
}

/** Scrolls the page so that `target`'s bottom edge sits `gap` px above the bottom of the screen. */
async function scrollToBottomEdge(target: Locator, gap: number): Promise<void> {
  await target.evaluate((element, offset) => {
    const rect = element.getBoundingClientRect();
    window.scrollBy(0, rect.bottom - (window.innerHeight - offset));
  }, gap);
}

/** The bar is on screen with its three actions, the greeting written for `path`. */
async function expectBar(page: Page, path: string): Promise<void> {
  const links = actions(page);
  await expect(bar(page), path).toBeVisible();
  await expect(links.call).toHaveAttribute("href", `tel:${site.phones[0].e164}`);
  const greeting = greetingOf(await links.whatsapp.getAttribute("href"));
  expect(greeting, path).toBe(whatsappMessages.en.greeting(greetingTopic(path)));
  await expect(links.callBack).toHaveAttribute("href", contactBar.callBackPath);
}

test.describe("contact bar on phones", () => {
  test.use({ viewport: viewports.phone });

  test("every public page has Call, WhatsApp with a greeting naming the page, and Request a call back", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const entry of allPages) {
      await page.goto(entry.path);
      await expectBar(page, entry.path);
    }
    // The greeting names the country on a country page.
    for (const country of countryPages) {
      await page.goto(country.path);
      const greeting = greetingOf(await actions(page).whatsapp.getAttribute("href"));
      expect(greeting).toContain(country.name.replace("Study in ", ""));
    }
  });

  test.describe("an unknown path", () => {
    // The document itself answers 404, which Chromium logs as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });
    test("the not-found page has the bar too", async ({ page }) => {
      await page.goto("/no-such-page");
      await expectBar(page, notFoundPath);
    });
  });

  test("the page keeps room below its last content, so the footer scrolls above the bar", async ({
    page,
  }) => {
    await page.goto(pages.about.path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole("contentinfo");
    const footerBox = await footer.boundingBox();
    const panel = await actions(page).call.boundingBox();
    expect(footerBox && panel).toBeTruthy();
    expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(panel!.y + 1);
  });

  test("the Contact page and the thank-you page also show Chat on WhatsApp in the page", async ({ page }) => {
    for (const entry of [pages.contact, pages.thankYou]) {
      await page.goto(entry.path);
      const link = page.getByRole("main").getByRole("link", { name: whatsappMessages.en.chatLink });
      await expect(link).toBeVisible();
      expect(greetingOf(await link.getAttribute("href"))).toBe(
        whatsappMessages.en.greeting(greetingTopic(entry.path)),
      );
    }
  });

  test("the bar hides while the visitor types, and comes back after", async ({ page }) => {
    await page.goto(pages.contact.path);
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await expect(actions(page).call).toBeVisible();
    const field = page.getByRole("textbox", { name: /first name/i }).first();
    await field.focus();
    await expect(actions(page).call).toBeHidden();
    await field.pressSequentially("Ravi");
    await expect(actions(page).whatsapp).toBeHidden();
    await field.blur();
    await expect(actions(page).call).toBeVisible();
  });

  test("the bar hides when the on-screen keyboard shrinks the visual viewport", async ({ page }) => {
    await page.goto(pages.home.path);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    await expect(actions(page).call).toBeVisible();
    // A keyboard taking 45 % of the screen, as the browser reports it.
    await page.evaluate(() => {
      const viewport = window.visualViewport!;
      Object.defineProperty(viewport, "height", { configurable: true, get: () => window.innerHeight * 0.55 });
      viewport.dispatchEvent(new Event("resize"));
    });
    await expect(actions(page).call).toBeHidden();
    await page.evaluate(() => {
      const viewport = window.visualViewport!;
      Object.defineProperty(viewport, "height", { configurable: true, get: () => window.innerHeight });
      viewport.dispatchEvent(new Event("resize"));
    });
    await expect(actions(page).call).toBeVisible();
  });

  test("each action counts as a button_click in first-party analytics", async ({ page }) => {
    const events: AnalyticsEvent[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/events") {
        events.push(...eventBatchSchema.parse(JSON.parse(request.postData() ?? "null")).events);
      }
    });
    await page.goto(pages.studyInUk.path);
    await page.waitForFunction(() => document.documentElement.dataset.analytics === "on", undefined, {
      timeout: 15_000,
    });
    // The phone and WhatsApp would leave the page: the test keeps it, after analytics has seen the click.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="tel:"], a[href^="https://wa.me/"]'))
          event.preventDefault();
      }),
    );
    const links = actions(page);
    await links.call.click();
    await links.whatsapp.click();
    await links.callBack.click();
    await expect(page.getByRole("dialog", { name: callBackForm.heading })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // The tab goes to the background: the queued events leave at once.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect
      .poll(() =>
        events
          .filter((event) => event.type === "button_click")
          .map((event) => ("label" in event ? event.label : "")),
      )
      .toEqual([contactBar.call, contactBar.whatsapp, contactBar.callBack]);
    const clicks = events.filter((event) => event.type === "button_click");
    expect(clicks.map((event) => ("target" in event ? event.target : undefined))).toEqual([
      `tel:${site.phones[0].e164}`,
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
      pages.contact.path,
    ]);
  });
});

test.describe("the call-back dialog", () => {
  test.use({ viewport: viewports.phone });

  async function openDialog(page: Page, path: string = pages.studyInUk.path): Promise<Locator> {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    await actions(page).callBack.click();
    const dialog = page.getByRole("dialog", { name: callBackForm.heading });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test("opens on the tap without leaving the page, is labelled and modal, and Escape closes it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(pages.studyInUk.path);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    const before = scripts.length;
    const dialog = await openDialog(page);
    // Its code arrived with the tap.
    expect(scripts.length).toBeGreaterThan(before);
    await expect(page).toHaveURL(pages.studyInUk.path);
    await expect(dialog.getByRole("textbox", { name: fieldLabels.name })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: fieldLabels.phone })).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: fieldLabels.slot })).toBeVisible();
    await expect(
      dialog
        .getByRole("radiogroup", { name: fieldLabels.language })
        .or(dialog.getByRole("group", { name: fieldLabels.language })),
    ).toBeVisible();
    await expect(dialog.getByRole("radio", { name: enquiryLanguageLabels.en })).toBeChecked();

    // Focus stays in the dialog: tabbing through it never reaches the page behind.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest("dialog"),
      );
      expect(inside, `tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(actions(page).callBack).toBeFocused();

    // The close button closes it too, and it opens again.
    await actions(page).callBack.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: callBackForm.close }).click();
    await expect(dialog).toBeHidden();
  });

  test("checks its fields before sending anything", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/callback")) posts.push(request.url());
    });
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: callBackForm.submitLabel }).click();
    await expect(dialog.getByText(messages.slot)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: fieldLabels.name })).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: fieldLabels.name })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(posts).toEqual([]);
  });

  test("sends the request: stored, mailed to staff with its slot and language, and the server's message shown", async ({
    page,
  }) => {
    const caller = uniqueCaller();
    const dialog = await openDialog(page);
    await fillCallBack(dialog, caller);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/callback");
    await dialog.getByRole("button", { name: callBackForm.submitLabel }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()[idempotencyHeader.toLowerCase()]).toMatch(/^[0-9a-f-]{36}$/);
    const message = enquiryResponses.callbackAccepted(caller.name, "tomorrow-evening");
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.locator(":focus")).toContainText(message);

    const mail = await staffMailMentioning(caller.name);
    expect(mail).toContain(caller.phone);
    expect(mail).toMatch(/tomorrow evening/i);
    expect(mail).toContain("Telugu");
    expect(mail).toContain(pages.studyInUk.path);

    // Done closes the dialog; the next one starts empty.
    await dialog.getByRole("button", { name: callBackForm.doneButton }).click();
    await expect(dialog).toBeHidden();
    await actions(page).callBack.click();
    await expect(dialog.getByRole("textbox", { name: fieldLabels.name })).toHaveValue("");
  });

  test("is clean for axe while open", async ({ page }) => {
    const dialog = await openDialog(page, pages.home.path);
    await dialog.getByRole("button", { name: callBackForm.submitLabel }).click();
    await expect(dialog.getByText(messages.slot)).toBeVisible();
    await waitForAnimations(page);
    const results = await new AxeBuilder({ page })
      .options({
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        rules: { "label-content-name-mismatch": { enabled: true } },
      })
      .analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      ),
    ).toEqual([]);
  });
});

/** A caller of their own for each test: the server treats the same person twice in minutes as a duplicate. */
function uniqueCaller() {
  const suffix = randomUUID().replace(/\D/g, "").padEnd(9, "7").slice(0, 9);
  return { name: `Lakshmi ${randomUUID().slice(0, 8)}`, phone: `9${suffix}` };
}

async function fillCallBack(form: Locator, caller: { name: string; phone: string }): Promise<void> {
  await form.getByRole("textbox", { name: fieldLabels.name }).fill(caller.name);
  await form.getByRole("textbox", { name: fieldLabels.phone }).fill(caller.phone);
  await form
    .getByRole("combobox", { name: fieldLabels.slot })
    .selectOption({ label: callbackSlotLabels["tomorrow-evening"] });
  await form.getByRole("radio", { name: enquiryLanguageLabels.te }).check();
}

test.describe("the bar never covers what matters (360×640)", () => {
  test.use({ viewport: short });

  for (const entry of [pages.services, pages.contact, pages.costCalculator, pages.studyInUk]) {
    test(`no submit button on ${entry.path} is ever under the bar`, async ({ page }) => {
      await page.goto(entry.path);
      await waitForHydration(page);
      const submits = page.locator('form button[type="submit"]').filter({ visible: true });
      const count = await submits.count();
      expect(count, "the page has a form").toBeGreaterThan(0);
      // Each button marked once: which buttons count as visible changes while the page scrolls (sections
      // off screen are laid out only when they come near), so "the first visible one" is not one button.
      await submits.evaluateAll((buttons) =>
        buttons.forEach((button, index) => button.setAttribute("data-submit-under-test", String(index))),
      );
      for (let index = 0; index < count; index++) {
        const submit = page.locator(`[data-submit-under-test="${index}"]`);
        // Scrolled into view as Playwright would, then to the very bottom of the screen, then just above
        // the bar's height: wherever it is, the bar is out of its way.
        for (const place of ["into view", 4, 40, 70]) {
          if (place === "into view") await submit.scrollIntoViewIfNeeded();
          else await scrollToBottomEdge(submit, place as number);
          await expect.poll(() => barCovers(page, submit), `${entry.path} #${index} ${place}`).toBe(false);
        }
      }
    });
  }

  test("the cost calculator's total is never under the bar", async ({ page }) => {
    await page.goto(pages.costCalculator.path);
    await waitForHydration(page);
    const total = page.getByText(calculatorText.totalLabel, { exact: true }).locator("..");
    await expect(total).toBeVisible();
    for (const gap of [4, 30, 60]) {
      await scrollToBottomEdge(total, gap);
      await expect.poll(() => barCovers(page, total), `${gap} px above the bottom`).toBe(false);
    }
  });
});

test.describe("desktop", () => {
  test.use({ viewport: viewports.desktop });

  test("has no contact bar at 1440×900", async ({ page }) => {
    await page.goto(pages.home.path);
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole("link", { name: contactBar.callBack, exact: true })).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ viewport: viewports.phone, javaScriptEnabled: false });

  test("Call and WhatsApp are plain links, and Request a call back leads to the Contact page's form", async ({
    page,
  }) => {
    await page.goto(pages.studyInCanada.path);
    const links = actions(page);
    await expect(links.call).toHaveAttribute("href", `tel:${site.phones[0].e164}`);
    expect(greetingOf(await links.whatsapp.getAttribute("href"))).toContain("Canada");
    await links.callBack.click();
    await expect(page).toHaveURL(contactBar.callBackPath);
    const target = page.locator("#call-back");
    await expect(target).toBeInViewport();

    // The form there posts natively and lands on the thank-you page; staff get the request.
    const caller = uniqueCaller();
    await fillCallBack(target, caller);
    await target.getByRole("button", { name: callBackForm.submitLabel }).click();
    await expect(page).toHaveURL(pages.thankYou.path);
    const mail = await staffMailMentioning(caller.name);
    expect(mail).toMatch(/tomorrow evening/i);
    expect(mail).toContain("Telugu");
  });
});
