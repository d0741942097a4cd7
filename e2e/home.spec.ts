// Home page: sections, destination links, tilt, FAQ accordion, testimonial carousel, scroll animations,
// reduced motion and accessibility.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { carouselText } from "../app/content/controls";
import { destinations } from "../app/content/destinations";
import { faqs } from "../app/content/faq";
import {
  faqSection,
  loanSolutions,
  testimonialsSection,
  topDestinations,
  whatWeOffer,
  whyUs,
} from "../app/content/home";
import { services } from "../app/content/services-list";
import { site } from "../app/content/site";
import { testimonials } from "../app/content/testimonials";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

function section(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

const carousel = (page: Page) => page.getByRole("group", { name: testimonialsSection.title, exact: true });
const current = (page: Page) =>
  carousel(page)
    .getByRole("button", { name: /^Go to slide \d$/ })
    .and(page.locator('[aria-current="true"]'));

async function expectSlide(page: Page, slide: number): Promise<void> {
  await expect(current(page)).toHaveAccessibleName(carouselText.goTo(slide));
}

/** The number of the current slide, read from the indicator marked aria-current. */
async function currentSlide(page: Page): Promise<number> {
  const name = await current(page).getAttribute("aria-label");
  return Number(name?.replace(/\D/g, ""));
}

/** True once the slide showing `quote` sits fully inside the carousel's viewport (horizontally). */
async function expectShown(page: Page, quote: string): Promise<void> {
  const text = carousel(page).getByText(quote);
  await expect
    .poll(() =>
      text.evaluate((element) => {
        const viewport = element.closest("[data-carousel]")!.firstElementChild!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      }),
    )
    .toBe(true);
}

/**
 * Stops the page's fake clock (it runs in real time after `clock.install`) and restarts the carousel's
 * timer at that moment: the pointer enters the carousel (pausing it) and leaves it (restarting it).
 */
async function freezeClockAndRestartTimer(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
  await carousel(page).scrollIntoViewIfNeeded();
  await carousel(page).hover();
  await page.mouse.move(1, 1);
}

async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await waitForHydration(page);
}

test.describe("sections", () => {
  test("show the hero and section titles, the experience figure and the six services", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Study Beyond Borders, Succeed Without Limits!",
    );
    for (const title of [
      "Why Us",
      "What We Offer",
      "Top Destinations",
      "Loan Solutions",
      "Frequently Asked Questions",
      "Testimonials",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeAttached();
    }
    const why = section(page, whyUs.title);
    await expect(why.getByText(String(site.yearsOfExperience), { exact: true })).toBeAttached();
    await expect(why.getByText(`For ${site.yearsOfExperience} years`)).toBeAttached();
    for (const strength of ["Unmatched Experience", "Proven Results", "Streamlined Support"]) {
      await expect(why.getByRole("heading", { name: strength })).toBeAttached();
    }
    await expect(why.getByRole("img", { name: whyUs.image.alt })).toBeAttached();

    const offer = section(page, whatWeOffer.title);
    await expect(offer.getByRole("heading", { level: 3 })).toHaveText(
      services.map((service) => service.title),
    );

    const loans = section(page, loanSolutions.title);
    await expect(loans.getByRole("heading", { level: 3 })).toHaveText(
      loanSolutions.loans.map((loan) => loan.title),
    );

    const reviews = section(page, testimonialsSection.title);
    await expect(reviews.getByText(testimonialsSection.subtitle)).toBeAttached();
    await expect(reviews.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(testimonials.length);
  });

  test("below-the-fold images are sized and lazy", async ({ page }) => {
    await openHome(page);
    const images = page.locator("main section:not(:first-of-type) img");
    expect(await images.count()).toBeGreaterThan(8);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
  });
});

test.describe("Top Destinations", () => {
  test("five cards with flags, each with a Know more link to its own country page", async ({ page }) => {
    await openHome(page);
    const region = section(page, topDestinations.title);
    await expect(region.getByRole("article")).toHaveCount(5);
    for (const destination of destinations) {
      await expect(region.getByRole("img", { name: destination.flagLabel })).toBeAttached();
      const link = region.getByRole("link", {
        name: `${topDestinations.linkText} ${topDestinations.linkContext(destination.country)}`,
      });
      await expect(link).toHaveAttribute("href", destination.page.path);
    }
    await region.getByRole("link", { name: /Know more about studying in Canada/ }).click();
    await expect(page).toHaveURL(destinations[2]!.page.path);
  });

  test("three cards in the first row and two in the second on a desktop", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await openHome(page);
    const tops = await section(page, topDestinations.title)
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(new Set(tops.slice(3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
  });
});

test.describe("Loan Solutions tilt", () => {
  test.use({ viewport: viewports.desktop });

  const transformOf = (card: Locator) => card.evaluate((element) => (element as HTMLElement).style.transform);

  test("follows the pointer and resets when it leaves", async ({ page }) => {
    await openHome(page);
    const card = section(page, loanSolutions.title).locator("[data-tilt]").first();
    await card.scrollIntoViewIfNeeded();
    // Let the section's entrance effect finish so the card stays where it is measured.
    await expect(section(page, loanSolutions.title)).toHaveAttribute("data-reveal", /shown/);
    await waitForAnimations(page);
    const box = (await card.boundingBox())!;
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    await page.mouse.move(...at(0.5, 0.5));
    await page.mouse.move(...at(0.75, 0.25), { steps: 5 });
    await expect.poll(() => transformOf(card)).toMatch(/rotateX\(\d[\d.]*deg\) rotateY\(\d[\d.]*deg\)/);
    const nearTopRight = await transformOf(card);
    await page.mouse.move(...at(0.25, 0.75), { steps: 10 });
    await expect.poll(() => transformOf(card)).toMatch(/rotateX\(-[\d.]+deg\) rotateY\(-[\d.]+deg\)/);
    expect(await transformOf(card)).not.toBe(nearTopRight);
    await page.mouse.move(5, 5);
    await expect.poll(() => transformOf(card)).toBe("");
  });

  test("ignores touch pointers", async ({ page }) => {
    await openHome(page);
    const card = section(page, loanSolutions.title).locator("[data-tilt]").first();
    await card.scrollIntoViewIfNeeded();
    await card.dispatchEvent("pointermove", {
      pointerType: "touch",
      clientX: 10,
      clientY: 10,
      bubbles: true,
    });
    expect(await transformOf(card)).toBe("");
  });
});

/** The expanded state Chromium reports to assistive technology for the focused element. */
async function focusedExpanded(page: Page): Promise<unknown> {
  const session = await page.context().newCDPSession(page);
  const { result } = await session.send("Runtime.evaluate", { expression: "document.activeElement" });
  const { nodes } = await session.send("Accessibility.getPartialAXTree", {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  await session.detach();
  return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
}

test.describe("FAQ accordion", () => {
  const faqRegion = (page: Page) => section(page, faqSection.title);
  const questions = (page: Page) => faqRegion(page).getByRole("heading", { level: 3 });
  /** Which answers a visitor can see, in order. */
  const shown = (page: Page) =>
    Promise.all(faqs.map((faq) => faqRegion(page).getByText(faq.answer).isVisible()));
  const closedBut = (index: number | null) => faqs.map((_, position) => position === index);

  test("numbered questions; the first open; every answer in the page", async ({ page }) => {
    await openHome(page);
    await expect(questions(page)).toHaveText(faqs.map((faq, index) => `${index + 1}. ${faq.question}`));
    await expect.poll(() => shown(page)).toEqual(closedBut(0));
  });

  test("opening one closes the other; clicking the open one closes it; never two open", async ({ page }) => {
    await openHome(page);
    await questions(page).nth(2).click();
    await expect.poll(() => shown(page)).toEqual(closedBut(2));

    await questions(page).nth(5).click();
    await expect.poll(() => shown(page)).toEqual(closedBut(5));

    await questions(page).nth(5).click();
    await expect.poll(() => shown(page)).toEqual(closedBut(null));

    for (const index of [0, 3, 3, 1, 4, 0]) {
      await questions(page).nth(index).click();
      expect((await shown(page)).filter(Boolean).length).toBeLessThanOrEqual(1);
    }
  });

  test("works with the keyboard, and tells assistive technology whether it is open", async ({ page }) => {
    await openHome(page);
    // The question is the summary of a details element, which browsers expose as an expandable button.
    const second = faqRegion(page).locator("summary").nth(1);
    await second.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => shown(page)).toEqual(closedBut(1));
    expect(await focusedExpanded(page)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => shown(page)).toEqual(closedBut(null));
  });

  test("every answer is in the served HTML", async ({ request }) => {
    const html = decode(await (await request.get("/")).text());
    for (const faq of faqs) expect(html).toContain(faq.answer);
    expect(html).toContain('"@type":"FAQPage"');
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [viewports.phone, viewports.desktop]) {
    test(`every FAQ answer opens and every testimonial can be read at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const faqRegion = section(page, faqSection.title);
      const questions = faqRegion.getByRole("heading", { level: 3 });
      for (const [index, faq] of faqs.entries()) {
        if (index > 0) await questions.nth(index).click();
        await expect(faqRegion.getByText(faq.answer)).toBeVisible();
      }

      // Every testimonial is shown, whole.
      const region = carousel(page);
      for (const testimonial of testimonials) {
        const quote = region.getByText(testimonial.quote);
        await expectShown(page, testimonial.quote);
        await expect(quote).toBeVisible();
      }
      // No button that would need the script.
      await expect(region.getByRole("button")).toHaveCount(0);
    });
  }
});

test.describe("testimonial carousel", () => {
  test("Previous, Next and indicators move one slide; it wraps at both ends", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await freezeClockAndRestartTimer(page);
    const group = carousel(page);
    await expect(group.getByRole("button", { name: /^Go to slide \d$/ })).toHaveCount(testimonials.length);
    await group.getByRole("button", { name: carouselText.goTo(1) }).click();
    await expectSlide(page, 1);
    await group.getByRole("button", { name: carouselText.next }).click();
    await expectSlide(page, 2);
    await group.getByRole("button", { name: carouselText.previous }).click();
    await expectSlide(page, 1);
    await group.getByRole("button", { name: carouselText.previous }).click();
    await expectSlide(page, 3);
    await group.getByRole("button", { name: carouselText.next }).click();
    await expectSlide(page, 1);
    await group.getByRole("button", { name: carouselText.goTo(3) }).click();
    await expectSlide(page, 3);
    await expect(current(page)).toHaveCount(1);
  });

  test("the current testimonial is the one in view", async ({ page }) => {
    await openHome(page);
    const group = carousel(page);
    await group.scrollIntoViewIfNeeded();
    await group.getByRole("button", { name: carouselText.goTo(2) }).click();
    await expectShown(page, testimonials[1]!.quote);
    await expect(group.getByText(testimonials[0]!.quote)).not.toBeInViewport();
  });

  test("advances every 5000 ms, pauses while hovered or focused by keyboard", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await freezeClockAndRestartTimer(page);
    const start = await currentSlide(page);
    const after = (steps: number) => carouselText.goTo(((start - 1 + steps) % testimonials.length) + 1);

    await page.clock.runFor(4900);
    await expect(current(page)).toHaveAccessibleName(after(0));
    await page.clock.runFor(200);
    await expect(current(page)).toHaveAccessibleName(after(1));
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAccessibleName(after(2));
    await page.clock.runFor(5000);
    await expect(current(page)).toHaveAccessibleName(after(3));

    const group = carousel(page);
    await group.hover();
    await page.clock.runFor(16_000);
    await expect(current(page)).toHaveAccessibleName(after(3));
    await page.mouse.move(1, 1);
    await page.clock.runFor(5100);
    await expect(current(page)).toHaveAccessibleName(after(4));

    await group.getByRole("button", { name: carouselText.next }).focus();
    await page.clock.runFor(16_000);
    await expect(current(page)).toHaveAccessibleName(after(4));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5100);
    await expect(current(page)).toHaveAccessibleName(after(5));
  });

  test("its own button pauses and resumes auto-advance", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await freezeClockAndRestartTimer(page);
    const group = carousel(page);
    await group.getByRole("button", { name: carouselText.pause }).click();
    await page.mouse.move(1, 1);
    const start = await currentSlide(page);
    await page.clock.runFor(16_000);
    expect(await currentSlide(page)).toBe(start);
    await group.getByRole("button", { name: carouselText.play }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(5100);
    expect(await currentSlide(page)).toBe((start % testimonials.length) + 1);
  });

  test("swipes on touch", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: viewports.phone });
    const page = await context.newPage();
    await openHome(page);
    const group = carousel(page);
    await group.scrollIntoViewIfNeeded();
    const slide = group.getByRole("group", { name: carouselText.slideLabel(1, testimonials.length) });
    const box = (await slide.boundingBox())!;
    const y = box.y + 80;
    // Embla follows pointer events; a touch swipe from right to left moves to the next slide.
    const session = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      session.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", box.x + box.width - 30);
    for (let step = 1; step <= 8; step++) await touch("touchMove", box.x + box.width - 30 - step * 30);
    await touch("touchEnd", 0);
    await expectSlide(page, 2);
    await context.close();
  });
});

test.describe("reduced motion", () => {
  test("no auto-advance, no pause button, no hidden sections and no tilt", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.setViewportSize(viewports.desktop);
    await openHome(page);
    await page.mouse.move(1, 1);
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
    await expect(page.getByRole("button", { name: carouselText.pause })).toHaveCount(0);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);

    const card = section(page, loanSolutions.title).locator("[data-tilt]").first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.move(box.x + 20, box.y + 20);
    expect(await card.evaluate((element) => (element as HTMLElement).style.transform)).toBe("");
  });
});

test.describe("scroll animations", () => {
  test("sections below 70% of the viewport wait for the scroll, then show", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await openHome(page);
    const faq = page.locator("section", { has: page.getByRole("heading", { name: faqSection.title }) });
    await expect(faq).toHaveAttribute("data-reveal", "hidden");
    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toHaveAttribute("data-reveal", "shown");
    await expect(faq).toHaveCSS("opacity", "1");
  });

  test("without JavaScript every section is visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByText(faqs[0]!.answer)).toBeVisible();
    await expect(page.getByText(testimonials[0]!.quote)).toBeVisible();
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    await context.close();
  });
});

for (const viewport of [viewports.phone, viewports.desktop]) {
  test(`axe: no violations at ${viewport.width}px with an FAQ item open and the carousel moved`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openHome(page);
    // Reveal every section first, so contrast is checked on the final look.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 400) await page.mouse.wheel(0, 400);
    await section(page, faqSection.title).getByRole("heading", { level: 3 }).nth(3).click();
    await expect(page.getByText(faqs[3]!.answer)).toBeVisible();
    const group = page.getByRole("group", { name: testimonialsSection.title, exact: true });
    await group.getByRole("button", { name: carouselText.pause }).click();
    await group.getByRole("button", { name: carouselText.goTo(2) }).click();
    await expectShown(page, testimonials[1]!.quote);
    await waitForAnimations(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
      [],
    );
  });
}
