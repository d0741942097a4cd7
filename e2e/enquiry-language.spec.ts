/**
 * The language an enquiry asks to be called in (docs/enquiries.md, "The page's language"): every form of a
 * Telugu page (contact, service, call-back) starts with Telugu, with JavaScript and without, and every
 * form of an English page with English. Read back from the enquiry the server stored
 * (DATA_DIR/enquiries.sqlite of the e2e server).
 */
import type { Browser, Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { randomInt } from "node:crypto";
import { join } from "node:path";
import { pages } from "../app/content/pages";
import { callBackForm as callBackFormEn } from "../app/words/en/contact-bar";
import { enquiryForm as enquiryFormTextsEn } from "../app/words/en/enquiry-form";
import { callBackForm as callBackFormTe } from "../app/words/te/contact-bar";
import { enquiryForm as enquiryFormTextsTe } from "../app/words/te/enquiry-form";
import { localePath } from "../app/i18n/paths";
import type { EnquiryLanguage } from "../contract/enquiry-fields";
import { texts as textsEn } from "../contract/texts/en";
import { texts as textsTe } from "../contract/texts/te";
import { expect, test, viewports, waitForHydration } from "./fixtures";

test.use({ viewport: viewports.phone });

const mainDatabase = join(".e2e-data", "enquiries.sqlite");

const edition = {
  en: { texts: textsEn, enquiryForm: enquiryFormTextsEn, callBack: callBackFormEn },
  te: { texts: textsTe, enquiryForm: enquiryFormTextsTe, callBack: callBackFormTe },
} as const;

interface Stored {
  kind: string;
  language: string | null;
  page_language: string | null;
}

/** The enquiry stored with this phone number, if any yet. */
function storedWithPhone(phone: string): Stored | undefined {
  const db = new Database(mainDatabase, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT kind, language, page_language FROM enquiries WHERE phone = ?").get(phone) as
      Stored | undefined;
  } finally {
    db.close();
  }
}

const newPhone = () => `+91 8${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

type FormKind = "contact" | "service" | "callback";

/** Fills and sends one form of the page; returns the phone number it was sent with. */
async function sendForm(page: Page, kind: FormKind, language: EnquiryLanguage): Promise<string> {
  const { texts, enquiryForm, callBack } = edition[language];
  const { fieldLabels } = texts;
  const phone = newPhone();
  if (kind === "callback") {
    const form = page.locator("#call-back form");
    // The language to call in starts as the page's, and the form shows it.
    await expect(form.getByRole("radio", { name: texts.enquiryLanguageLabels[language] })).toBeChecked();
    await form.getByRole("textbox", { name: fieldLabels.name }).fill("Lakshmi Prasanna");
    await form.getByRole("textbox", { name: fieldLabels.phone }).fill(phone);
    await form.getByRole("combobox", { name: fieldLabels.slot }).selectOption("tomorrow-evening");
    await form.getByRole("button", { name: callBack.submitLabel }).click();
    return phone;
  }
  const form: Locator = page.getByRole("form");
  await form.getByRole("textbox", { name: fieldLabels.firstName }).fill("Lakshmi");
  await form.getByRole("textbox", { name: fieldLabels.lastName }).fill("Prasanna");
  await form.getByRole("textbox", { name: fieldLabels.email }).fill(`lakshmi.${phone.slice(-9)}@example.org`);
  await form.getByRole("textbox", { name: fieldLabels.phone }).fill(phone);
  await form.getByRole("button", { name: enquiryForm.submitLabel }).click();
  return phone;
}

const formPage: Record<FormKind, string> = {
  contact: pages.contact.path,
  service: pages.services.path,
  callback: pages.contact.path,
};

async function openPage(browser: Browser, baseURL: string | undefined, javaScript: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    baseURL,
    viewport: viewports.phone,
  });
  return { context, page: await context.newPage() };
}

for (const language of ["te", "en"] as const) {
  for (const javaScript of [true, false]) {
    for (const kind of ["contact", "service", "callback"] as const) {
      const path = localePath(formPage[kind], language);
      test(`the ${kind} form of ${path} ${javaScript ? "with" : "without"} JavaScript asks to be called in ${language === "te" ? "Telugu" : "English"}`, async ({
        browser,
        baseURL,
      }) => {
        const { context, page } = await openPage(browser, baseURL, javaScript);
        await page.goto(path);
        if (javaScript) await waitForHydration(page);
        const phone = await sendForm(page, kind, language);
        if (!javaScript) await expect(page).toHaveURL(edition[language].texts.noScript.thankYouPath);
        await expect.poll(() => storedWithPhone(phone), { timeout: 10_000 }).toBeDefined();
        expect(storedWithPhone(phone)).toEqual({ kind, language, page_language: language });
        await context.close();
      });
    }
  }
}
