/**
 * The enquiry forms load their code when the visitor first uses them (`client:use`,
 * app/scripts/hydrate-on-use.ts, docs/decisions/0010-scripts-after-the-largest-paint.md): until then no
 * form code is requested, the prerendered form takes what the visitor types, and once the code has arrived
 * nothing typed is lost, the focused field keeps the focus, and a form sent meanwhile is sent with
 * JavaScript.
 * The island's code is held back in these tests (a route that answers only when released), as on a slow
 * phone.
 */
import { randomInt } from "node:crypto";
import type { Locator, Page, Request } from "@playwright/test";
import { callBackForm } from "../app/words/en/contact-bar";
import { countryPageText } from "../app/words/en/countries/page-text";
import { loadingText as englishLoading } from "../app/words/en/island-frame";
import { loadingText as teluguLoading } from "../app/words/te/island-frame";
import { pages } from "../app/content/pages";
import { localePath } from "../app/i18n/paths";
import type { Locale } from "../app/i18n/locales";
import { texts as englishTexts } from "../contract/texts/en";
import { texts as teluguTexts } from "../contract/texts/te";
import { expect, test, viewports } from "./fixtures";

test.use({ viewport: viewports.phone });

/** A form's own POST, not the analytics batch the page may send to /api/events beside it. */
const isFormPost = (request: Request) =>
  request.method() === "POST" &&
  /\/api\//.test(request.url()) &&
  new URL(request.url()).pathname !== "/api/events";

const editions = {
  en: { texts: englishTexts, loadingText: englishLoading },
  te: { texts: teluguTexts, loadingText: teluguLoading },
} as const;

/** The page has painted and its page script (which shows `Loading...` for islands) has run. */
async function pageReady(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-painted", "");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
}

function someone() {
  const id = randomInt(0, 1_000_000_000);
  return {
    firstName: "Lakshmi",
    lastName: "Prasanna",
    email: `lakshmi.${id}@example.org`,
    phone: `+91 7${String(id).padStart(9, "0")}`,
  };
}

/**
 * Holds back the code of the page's islands (their component and renderer) until `release()`, and
 * records which of it was requested.
 */
async function holdIslandCode(page: Page) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const islandCode = await route
      .request()
      .frame()
      .evaluate(
        (asset) =>
          Array.from(document.querySelectorAll("astro-island")).some(
            (island) =>
              island.getAttribute("component-url") === asset || island.getAttribute("renderer-url") === asset,
          ),
        path,
      )
      .catch(() => false);
    if (islandCode) {
      requested.push(path);
      await gate;
    }
    await route.continue();
  });
  return { release, requested };
}

/** Presses Tab until `field` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, field: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the field was not reached by Tab");
}

const hydrated = (island: Locator) => expect(island).not.toHaveAttribute("ssr");

for (const locale of ["en", "te"] as const satisfies readonly Locale[]) {
  const { texts, loadingText } = editions[locale];
  const loading = (page: Page) => page.getByRole("status").filter({ hasText: loadingText });
  const { fieldLabels } = texts;
  const path = localePath(pages.contact.path, locale);

  test(`${path}: no form code before use; typed by keyboard before the code arrives, nothing is lost and the focus stays`, async ({
    page,
  }) => {
    const held = await holdIslandCode(page);
    await page.goto(path);
    await pageReady(page);
    await page.waitForLoadState("networkidle");
    expect(held.requested, "form code requested before anyone used the form").toEqual([]);

    const form = page.getByRole("form");
    const island = page.locator("astro-island", { has: form });
    const person = someone();
    await tabTo(page, form.getByRole("textbox", { name: fieldLabels.firstName }));
    await page.keyboard.type(person.firstName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(person.lastName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(person.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(person.phone.slice(0, 8));
    await expect.poll(() => held.requested.length, "the form's code was asked for").toBeGreaterThan(0);
    await expect(island).toHaveAttribute("ssr");
    await expect(loading(page), "typing needs no code: no Loading... meanwhile").toHaveCount(0);

    held.release();
    await hydrated(island);
    const phone = form.getByRole("textbox", { name: fieldLabels.phone });
    await expect(phone).toBeFocused();
    await page.keyboard.type(person.phone.slice(8));
    await expect(form.getByRole("textbox", { name: fieldLabels.firstName })).toHaveValue(person.firstName);
    await expect(form.getByRole("textbox", { name: fieldLabels.lastName })).toHaveValue(person.lastName);
    await expect(form.getByRole("textbox", { name: fieldLabels.email })).toHaveValue(person.email);
    await expect(phone).toHaveValue(person.phone);

    const sent = page.waitForRequest(isFormPost);
    await page.keyboard.press("Enter");
    const request = await sent;
    expect(request.headers()["content-type"]).toContain("application/json");
    expect(request.postDataJSON()).toMatchObject(person);
    await expect(page.getByText(texts.enquiryResponses.accepted(person.firstName)).first()).toBeVisible();
  });

  test(`${path}: a form sent before its code has arrived is sent with JavaScript once it has`, async ({
    page,
  }) => {
    const held = await holdIslandCode(page);
    await page.goto(path);
    await pageReady(page);
    const form = page.getByRole("form");
    const island = page.locator("astro-island", { has: form });
    const person = someone();
    await form.getByRole("textbox", { name: fieldLabels.firstName }).fill(person.firstName);
    await form.getByRole("textbox", { name: fieldLabels.lastName }).fill(person.lastName);
    await form.getByRole("textbox", { name: fieldLabels.email }).fill(person.email);
    await form.getByRole("textbox", { name: fieldLabels.phone }).fill(person.phone);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/api\//.test(request.url()))
        posts.push(request.headers()["content-type"] ?? "");
    });
    await form.getByRole("textbox", { name: fieldLabels.phone }).press("Enter");
    await expect(island).toHaveAttribute("ssr");
    await expect(loading(page)).toBeVisible();
    expect(posts, "nothing was posted while the code was on its way").toEqual([]);
    await expect(page).toHaveURL(path);

    held.release();
    await expect(loading(page)).toBeHidden();
    await expect(page.getByText(texts.enquiryResponses.accepted(person.firstName)).first()).toBeVisible();
    expect(posts).toEqual([expect.stringContaining("application/json")]);
    await expect(page).toHaveURL(path);
  });
}

test("a country page's form: the comments a family rewrote before the code arrived are the ones sent", async ({
  page,
}) => {
  const held = await holdIslandCode(page);
  await page.goto(pages.studyInUsa.path);
  await expect(page.locator("html")).toHaveAttribute("data-painted", "");
  const form = page.getByRole("form", { name: countryPageText.enquiryHeading });
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(held.requested, "form code requested before anyone used the form").toEqual([]);

  const island = page.locator("astro-island", { has: form });
  const { fieldLabels } = englishTexts;
  const comments = form.getByRole("textbox", { name: fieldLabels.comments });
  const person = someone();
  await comments.fill("Masters in data science, Fall intake.");
  await form.getByRole("textbox", { name: fieldLabels.firstName }).fill(person.firstName);
  await form.getByRole("textbox", { name: fieldLabels.lastName }).fill(person.lastName);
  await form.getByRole("textbox", { name: fieldLabels.email }).fill(person.email);
  await form.getByRole("textbox", { name: fieldLabels.phone }).fill(person.phone);
  held.release();
  await hydrated(island);
  await expect(comments).toHaveValue("Masters in data science, Fall intake.");

  const sent = page.waitForRequest(isFormPost);
  await form.getByRole("button", { name: countryPageText.enquirySubmit }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    ...person,
    comments: "Masters in data science, Fall intake.",
  });
});

test("the Contact page's call-back form, filled by keyboard before its code arrives, is sent with JavaScript", async ({
  page,
}) => {
  const held = await holdIslandCode(page);
  await page.goto(pages.contact.path);
  await pageReady(page);
  const { fieldLabels } = englishTexts;
  const region = page.getByRole("region", { name: callBackForm.heading });
  const island = region.locator("astro-island");
  const person = someone();
  await tabTo(page, region.getByRole("textbox", { name: fieldLabels.name }));
  await page.keyboard.type(person.firstName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.phone);
  await page.keyboard.press("Tab");
  // The last time offered: tomorrow evening, never over whatever the clock says.
  await page.keyboard.press("End");
  await expect(region.getByRole("combobox", { name: fieldLabels.slot })).toHaveValue("tomorrow-evening");
  await tabTo(page, region.getByRole("button", { name: callBackForm.submitLabel }));
  await expect(island).toHaveAttribute("ssr");

  const sent = page.waitForRequest(isFormPost);
  await page.keyboard.press("Enter");
  held.release();
  const request = await sent;
  expect(request.headers()["content-type"]).toContain("application/json");
  expect(request.postDataJSON()).toMatchObject({
    name: person.firstName,
    phone: person.phone,
    slot: "tomorrow-evening",
  });
  await expect(
    page.getByText(englishTexts.enquiryResponses.callbackAccepted(person.firstName, "tomorrow-evening")),
  ).toBeVisible();
});
