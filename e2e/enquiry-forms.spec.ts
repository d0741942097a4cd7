/**
 * The two enquiry forms in Chromium against the real server (docs/enquiries.md): states, toasts,
 * reset, the server's message, error paths, one request per double click, the idempotency key,
 * keyboard-only use, and posting with JavaScript off, which lands on the thank-you page.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request, Route } from "@playwright/test";
import { randomInt } from "node:crypto";
import { confirmationTexts, enquiryFormTexts, thankYouContent } from "../app/content/enquiry-form";
import { heroes } from "../app/content/heroes";
import { countryPages, pages } from "../app/content/pages";
import { site } from "../app/content/site";
import {
  enquiryResponses,
  formTexts,
  idempotencyHeader,
  messages,
  noScript,
  type PersonFormKind,
} from "../contract/enquiry";
import { expect, test, waitForHydration } from "./fixtures";

const forms: Record<PersonFormKind, { path: string; api: string }> = {
  contact: { path: pages.contact.path, api: `**${site.apiBase}/contact-form` },
  service: { path: pages.services.path, api: `**${site.apiBase}/service-form` },
};

/** Failed requests on purpose (abort, 500, 400) make Chromium log "Failed to load resource". */
const failedRequest = [/Failed to load resource/];

const person = {
  firstName: "Lakshmi",
  lastName: "Venkatesh",
  email: "lakshmi.v@example.org",
  phone: "+91 98765 43210",
};

/**
 * The person with an email and phone of their own: the server treats the same email or phone on the
 * same form within minutes as a likely duplicate (docs/enquiries.md), and these tests run in parallel.
 */
function freshPerson(): typeof person {
  const id = randomInt(0, 1_000_000_000);
  return { ...person, email: `lakshmi.${id}@example.org`, phone: `+91 9${String(id).padStart(9, "0")}` };
}

/** The panel that replaces a form after a success. */
const confirmation = (page: Page) => page.getByRole("region", { name: confirmationTexts.heading });

async function openForm(page: Page, kind: PersonFormKind) {
  await page.goto(forms[kind].path);
  await waitForHydration(page);
  // Each page holds one enquiry form; it is named by its heading.
  const form = page.getByRole("form");
  await expect(form).toHaveCount(1);
  return form;
}

async function fill(page: Page, values: Partial<typeof person> & { comments?: string } = freshPerson()) {
  const form = page.getByRole("form");
  if (values.firstName !== undefined) await form.getByLabel("First name").fill(values.firstName);
  if (values.lastName !== undefined) await form.getByLabel("Last name").fill(values.lastName);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone").fill(values.phone);
  if (values.comments !== undefined) await form.getByLabel("Comments").fill(values.comments);
}

const submit = (page: Page) => page.getByRole("form").getByRole("button", { name: "Submit" });

/** The toast with `text` (the form may say the same under itself too). */
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Holds matching requests until `release()`; each then goes on to the real server. */
async function holdRequests(page: Page, url: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

function collectRequests(page: Page, url: RegExp): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && url.test(request.url())) requests.push(request);
  });
  return requests;
}

async function expectEmptyFields(page: Page, labels: readonly string[]) {
  const form = page.getByRole("form");
  for (const label of labels) await expect(form.getByLabel(label)).toHaveValue("");
}

test.describe("contact form", () => {
  test("shows each problem next to its field and focuses the first", async ({ page }) => {
    const form = await openForm(page, "contact");
    await fill(page, { email: "not-an-email", phone: "12345" });
    await submit(page).click();

    const firstName = form.getByLabel("First name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription(messages.required("first name"));
    await expect(form.getByLabel("Last name")).toHaveAccessibleDescription(messages.required("last name"));
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(messages.email);
    await expect(form.getByLabel("Phone")).toHaveAccessibleDescription(messages.phone);
  });

  test("goes idle → submitting → idle, resets and toasts success", async ({ page }) => {
    await openForm(page, "contact");
    const held = await holdRequests(page, forms.contact.api);
    await fill(page);
    await submit(page).click();

    const busy = page.getByRole("button", { name: formTexts.submitting });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole("form")).toHaveAttribute("aria-busy", "true");

    held.release();
    await expect(page.getByRole("status").filter({ hasText: formTexts.success })).toBeVisible();
    // A confirmation panel takes the form's place, with the server's message, and the focus.
    await expect(confirmation(page)).toBeFocused();
    await expect(confirmation(page)).toContainText(enquiryResponses.accepted(person.firstName));
    await page.getByRole("button", { name: confirmationTexts.sendAnother }).click();
    await expect(submit(page)).toBeEnabled();
    await expectEmptyFields(page, ["First name", "Last name", "Email", "Phone"]);
  });

  test("a double click sends one request", async ({ page }) => {
    await openForm(page, "contact");
    const requests = collectRequests(page, /\/contact-form$/);
    await fill(page);
    await submit(page).dblclick();
    await expect(page.getByText(formTexts.success)).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openForm(page, "contact");
    const form = page.getByRole("form");
    const firstName = form.getByLabel("First name");
    // Tab from the top of the page to the form, as a keyboard user would.
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press("Tab");
      if (await firstName.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(firstName).toBeFocused();
    const someone = freshPerson();
    await page.keyboard.type(someone.firstName);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Last name")).toBeFocused();
    await page.keyboard.type(someone.lastName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(someone.email);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Phone")).toBeFocused();
    await page.keyboard.type(someone.phone);
    // Then the optional nearest office, purpose and message; the honeypot is out of the tab order: then
    // the button.
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(/Nearest office/)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(/What would you like help with/)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(enquiryFormTexts.messageLabel)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByText(formTexts.success)).toBeVisible();
    await expect(confirmation(page)).toBeFocused();
    // From the panel, the keyboard reaches "Send another enquiry", which brings an empty form back.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: confirmationTexts.sendAnother })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("First name")).toBeFocused();
    await expectEmptyFields(page, ["First name", "Last name", "Email", "Phone"]);
  });

  test.describe("error paths", () => {
    test.use({ allowedConsoleErrors: failedRequest });

    test("a network failure toasts the error, keeps the fields and enables the button", async ({ page }) => {
      await openForm(page, "contact");
      await page.route(forms.contact.api, (route) => route.abort("internetdisconnected"));
      await fill(page);
      await submit(page).click();
      await expect(toast(page, formTexts.failure)).toBeVisible();
      await expect(submit(page)).toBeEnabled();
      await expect(page.getByRole("form").getByLabel("Last name")).toHaveValue(person.lastName);
    });

    test("a 500 toasts the error and enables the button", async ({ page }) => {
      await openForm(page, "contact");
      await page.route(forms.contact.api, (route) =>
        route.fulfill({ status: 500, json: { message: "Internal Server Error" } }),
      );
      await fill(page);
      await submit(page).click();
      await expect(toast(page, formTexts.failure)).toBeVisible();
      await expect(submit(page)).toBeEnabled();
      await expect(page.getByText(formTexts.success)).toHaveCount(0);
    });

    test("a 400 marks the fields it names and focuses the first", async ({ page }) => {
      const form = await openForm(page, "contact");
      await page.route(forms.contact.api, (route) =>
        route.fulfill({
          status: 400,
          json: {
            message: enquiryResponses.invalid,
            fieldErrors: { email: "This address bounced.", phone: "This number is not reachable." },
          },
        }),
      );
      await fill(page);
      await submit(page).click();
      await expect(toast(page, formTexts.failure)).toBeVisible();
      const email = form.getByLabel("Email");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription("This address bounced.");
      await expect(form.getByLabel("Phone")).toHaveAccessibleDescription("This number is not reachable.");
      await expect(email).toBeFocused();
      await expect(submit(page)).toBeEnabled();
    });
  });
});

test.describe("service enquiry form", () => {
  test("sends comments, shows the server's message under the form, resets and toasts", async ({ page }) => {
    await openForm(page, "service");
    const requests = collectRequests(page, /\/service-form$/);
    await fill(page, { ...freshPerson(), comments: "MS in Data Science, Germany, winter 2027 intake." });
    await submit(page).click();

    await expect(confirmation(page)).toContainText(enquiryResponses.accepted(person.firstName));
    await expect(page.getByText(formTexts.success)).toBeVisible();
    await page.getByRole("button", { name: confirmationTexts.sendAnother }).click();
    await expectEmptyFields(page, ["First name", "Last name", "Email", "Phone", "Comments"]);
    expect(requests).toHaveLength(1);
    const body = requests[0]?.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: person.firstName,
      comments: "MS in Data Science, Germany, winter 2027 intake.",
      context: { page: pages.services.path },
    });
  });

  test("carries the visit's first utm parameters to a later page", async ({ page }) => {
    await page.goto(`${pages.home.path}?utm_source=newsletter&utm_medium=email&utm_campaign=winter-intake`);
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" })
      .first()
      .click();
    await expect(page).toHaveURL(pages.services.path);
    // The form's island hydrates when it is scrolled near: before that it would post without JavaScript.
    await waitForHydration(page);
    const requests = collectRequests(page, /\/service-form$/);
    await fill(page);
    await submit(page).click();
    await expect(page.getByText(formTexts.success)).toBeVisible();
    const body = requests[0]?.postDataJSON() as { context?: Record<string, unknown> };
    expect(body.context).toMatchObject({
      page: pages.services.path,
      utm: { source: "newsletter", medium: "email", campaign: "winter-intake" },
    });
  });

  test.describe("retries", () => {
    test.use({ allowedConsoleErrors: failedRequest });

    test("a retry reuses the idempotency key; the next enquiry gets a new one", async ({ page }) => {
      await openForm(page, "service");
      const requests = collectRequests(page, /\/service-form$/);
      let failures = 1;
      await page.route(forms.service.api, async (route) => {
        if (failures-- > 0) await route.abort("connectionreset");
        else await route.continue();
      });
      await fill(page);
      await submit(page).click();
      // The service form says it under itself, and the toast says it too: the form's own line.
      await expect(page.getByRole("main").getByText(formTexts.failure)).toBeVisible();
      await submit(page).click();
      await expect(page.getByText(enquiryResponses.accepted(person.firstName))).toBeVisible();

      await page.getByRole("button", { name: confirmationTexts.sendAnother }).click();
      await fill(page);
      await submit(page).click();
      await expect.poll(() => requests.length).toBe(3);
      const keys = await Promise.all(requests.map((request) => request.headerValue(idempotencyHeader)));
      expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    });
  });

  test("has no accessibility violations while showing errors and the server's message", async ({ page }) => {
    const form = await openForm(page, "service");
    await submit(page).click();
    await expect(form.getByLabel("First name")).toBeFocused();
    const withErrors = await new AxeBuilder({ page }).include("form").analyze();
    expect(withErrors.violations).toEqual([]);

    await fill(page);
    await submit(page).click();
    await expect(page.getByText(enquiryResponses.accepted(person.firstName))).toBeVisible();
    const afterSuccess = await new AxeBuilder({ page }).include("main").analyze();
    expect(afterSuccess.violations).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  for (const kind of ["contact", "service"] as const) {
    test(`the ${kind} form posts and lands on the thank-you page`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(forms[kind].path);
      await fill(
        page,
        kind === "service" ? { ...freshPerson(), comments: "Scholarships for the UK" } : freshPerson(),
      );
      await submit(page).click();
      await expect(page).toHaveURL(noScript.thankYouPath);
      await expect(page.getByRole("heading", { level: 1, name: heroes.thankYou.title })).toBeVisible();
      await context.close();
    });
  }

  test("an invalid post gets a page that lists the problems and links back", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(forms.contact.path);
    // Passes the browser's own checks (required, type=email), fails the schema's phone rule.
    await fill(page, { ...freshPerson(), phone: "12345" });
    await submit(page).click();
    await expect(page.getByRole("heading", { name: noScript.invalidTitle })).toBeVisible();
    await expect(page.getByText(messages.phone)).toBeVisible();
    await page.getByRole("link", { name: noScript.back }).click();
    await expect(page).toHaveURL(forms.contact.path);
    await context.close();
  });
});

test.describe("thank-you page", () => {
  test("confirms, says what happens next and links onwards", async ({ page }) => {
    await page.goto(pages.thankYou.path);
    await expect(page.getByRole("heading", { level: 1, name: heroes.thankYou.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: thankYouContent.heading })).toBeVisible();
    for (const step of thankYouContent.steps) {
      await expect(page.getByRole("heading", { name: step.title })).toBeVisible();
    }
    await expect(page.getByText(thankYouContent.officeHours, { exact: true })).toBeVisible();
    const main = page.getByRole("main");
    for (const phone of site.phones) {
      await expect(
        main.getByRole("link", { name: thankYouContent.callLinkLabel(phone.display) }),
      ).toHaveAttribute("href", `tel:${phone.e164}`);
    }
    for (const country of countryPages) {
      await expect(main.getByRole("link", { name: country.name, exact: true })).toHaveAttribute(
        "href",
        country.path,
      );
    }
    await expect(main.getByRole("link", { name: thankYouContent.homeLink })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
