/**
 * The `test` every e2e spec imports: it fails a test when the page logs a console error, throws, or
 * reports a Content-Security-Policy violation (docs/server.md). A spec that provokes an error on purpose
 * (a failed request in an error-path test) lists it with `test.use({ allowedConsoleErrors: [/…/] })`.
 */
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Chromium skips a cross-document view transition (the fade between pages, app/app.css) when the new
 * page was already shown, which happens on a busy machine, and reports the skip as an uncaught error.
 * The navigation completes and the visitor only misses the fade; no code of ours is involved.
 */
const skippedViewTransition = /^Transition was aborted because of invalid state\. Page already revealed/;

interface Fixtures {
  allowedConsoleErrors: RegExp[];
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text));
      page.on("console", (message) => {
        if (message.type() === "error" && !allowed(message.text())) errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => {
        if (!skippedViewTransition.test(error.message)) errors.push(`page error: ${error.message}`);
      });
      await page.exposeFunction("__reportCspViolation", (text: string) => errors.push(`CSP: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation;
          void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      await use(errors);
      expect(errors, "console errors, page errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const viewports = {
  phone: { width: 360, height: 780 },
  mobileMenu: { width: 375, height: 780 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * Waits until the page is interactive: its page script has run (app/scripts/page.ts sets the marker) and
 * every island (a form, the calculator) has hydrated. An island that hydrates when visible is scrolled
 * into view first, as a visitor would, and the page is scrolled back to the top afterwards; one that
 * hydrates on first use (`client:use`, app/scripts/hydrate-on-use.ts) gets the pointer over it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  const islands = page.locator("astro-island");
  const count = await islands.count();
  if (count === 0) return;
  for (let index = 0; index < count; index++) await islands.nth(index).scrollIntoViewIfNeeded();
  const onUse = page.locator('astro-island[client="use"][ssr]');
  for (let index = await onUse.count(); index > 0; index--)
    await onUse.nth(index - 1).dispatchEvent("pointerover");
  await page.waitForFunction(() => document.querySelector("astro-island[ssr]") === null);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until no CSS animation or transition is running (entrance effects would skew contrast checks). */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}
