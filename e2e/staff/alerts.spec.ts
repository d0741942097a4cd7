/**
 * Alerts (docs/staff-console.md, "Alerts"), in a real browser against a production server of its own that
 * sends mail over SMTP to a test mail server started here: an admin assigns a new enquiry to a counsellor
 * of Guntur; within a minute the counsellor's mail has reached the mail server and the counsellor's open
 * console shows it in the header's count, which falls back to none once they open the enquiry. On
 * Account each person chooses their alerts; the choice is kept, and the browser's permission is asked
 * only by the "Allow notifications" button.
 */
import { randomUUID } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { callBackForm, contactBar } from "../../app/content/contact-bar";
import { expect, test, viewports } from "../fixtures";
import { startOwnServer, type OwnServer } from "../own-server";
import { createUser, password, sendEnquiry, type Account } from "./staff-fixtures";

// One server of the file's own on one port: its tests run one after the other, in one worker.
test.describe.configure({ mode: "serial" });

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpPort = 0;
const received: Received[] = [];
let server: OwnServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  smtpPort = typeof address === "object" && address ? address.port : 0;
  const port = Number(process.env.E2E_PORT ?? 5100) + 20;
  server = await startOwnServer("alerts", 20, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SITE_ORIGIN: `http://127.0.0.1:${port}`,
    OUTBOX_POLL_MS: "500",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function apiAs(account: Account): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: server.origin });
  const response = await context.post("/api/staff/session", {
    headers: { origin: server.origin },
    data: { email: account.email, password },
  });
  expect(response.status()).toBe(200);
  return context;
}

// First in the file: the counsellor made here is then the only one of Guntur, so routing's round robin
// has one person to choose.
test("a call-back request naming Guntur is routed to its counsellor, who has the mail and sees it on My day within a minute", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const counsellor = await createUser("counsellor", "guntur", "Priya Guntur", server.dataDir);

  // A family asks for a call back from a phone, choosing Guntur as the nearest office.
  const familyContext = await browser.newContext({ baseURL: server.origin, viewport: viewports.phone });
  const family = await familyContext.newPage();
  await family.goto("/study-in-uk");
  await family.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  await family
    .getByRole("complementary", { name: contactBar.label })
    .getByRole("link", { name: contactBar.callBack, exact: true })
    .click();
  const dialog = family.getByRole("dialog", { name: callBackForm.heading });
  const firstName = `Sravani${randomUUID().slice(0, 6)}`;
  await dialog.getByRole("textbox", { name: "Name" }).fill(firstName);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
  await dialog.getByRole("combobox", { name: "When should we call?" }).selectOption("today-evening");
  await dialog.getByRole("combobox", { name: /Nearest office/ }).selectOption("Guntur");
  await dialog.getByRole("button", { name: callBackForm.submitLabel }).click();
  await expect(dialog.getByText(/^Thank you/)).toBeVisible();
  const sentAt = Date.now();
  await familyContext.close();

  // The mail to the counsellor's own address has reached the mail server, naming the family.
  await expect
    .poll(() => received.find((mail) => mail.to.includes(counsellor.email) && mail.raw.includes(firstName)), {
      timeout: 60_000,
    })
    .toBeTruthy();
  expect(Date.now() - sentAt).toBeLessThan(60_000);

  // The counsellor signs in to My day, where the request waits under their call-backs, assigned to them.
  await page.goto(`${server.origin}/staff/sign-in`);
  await page.getByLabel("Email").fill(counsellor.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await page
    .getByRole("link", { name: new RegExp(firstName) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName);
  await expect(page.getByText(/^Routed to Guntur, assigned to Priya Guntur/)).toBeVisible();
  expect(Date.now() - sentAt).toBeLessThan(60_000);
});

test("an assignment reaches the counsellor by mail within a minute and shows in their console's count", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const counsellor = await createUser("counsellor", "guntur", "Gopi Guntur", server.dataDir);
  const admin = await createUser("admin", "guntur", "Asha Admin", server.dataDir);
  const family = await playwrightRequest.newContext({ baseURL: server.origin });
  const firstName = `Lakshmi${randomUUID().slice(0, 6)}`;
  await sendEnquiry(family, firstName);

  // The counsellor has the console open, with nothing new yet.
  await page.goto(`${server.origin}/staff/sign-in`);
  await page.getByLabel("Email").fill(counsellor.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: "0 new enquiries for me" })).toBeVisible();

  const adminApi = await apiAs(admin);
  const people = (await (await adminApi.get("/api/staff/people")).json()) as {
    staff: { id: string; name: string }[];
  };
  const counsellorId = people.staff.find((person) => person.name === counsellor.name)?.id;
  const list = (await (await adminApi.get(`/api/staff/enquiries?q=${firstName}`)).json()) as {
    items: { id: string }[];
  };
  const enquiryId = list.items[0]?.id ?? "";
  const assigned = await adminApi.post(`/api/staff/enquiries/${enquiryId}/assignment`, {
    headers: { origin: server.origin },
    data: { assigneeId: counsellorId },
  });
  expect(assigned.status()).toBe(200);
  const assignedAt = Date.now();

  // The mail has been accepted by the mail server, addressed to the counsellor, with the link.
  await expect
    .poll(() => received.find((mail) => mail.to.includes(counsellor.email) && mail.raw.includes(firstName)), {
      timeout: 60_000,
    })
    .toBeTruthy();
  expect(Date.now() - assignedAt).toBeLessThan(60_000);
  const mail = received.find((one) => one.to.includes(counsellor.email))?.raw.replace(/=\r?\n/g, "") ?? "";
  expect(mail).toContain(`${server.origin}/staff/enquiries/${enquiryId}`);

  // The open console shows it without a reload (its count is asked every 30 seconds).
  const badge = page.getByRole("link", { name: "1 new enquiry for me" });
  await expect(badge).toBeVisible({ timeout: 45_000 });
  await badge.click();
  await page
    .getByRole("link", { name: new RegExp(firstName) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName);
  await expect(page.getByRole("link", { name: "0 new enquiries for me" })).toBeVisible();
  await adminApi.dispose();
  await family.dispose();
});

test("each person chooses their alerts on Account, and only the button asks for notifications", async ({
  page,
}) => {
  const counsellor = await createUser("counsellor", "guntur", "Ravi Guntur", server.dataDir);
  await page.goto(`${server.origin}/staff/sign-in`);
  await page.getByLabel("Email").fill(counsellor.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Account" }).click();
  const alerts = page.getByRole("region", { name: "Alerts" });
  const assignmentMail = alerts.getByRole("checkbox", { name: /^Email me when an enquiry is assigned/ });
  await expect(assignmentMail).toBeChecked();
  await expect(alerts.getByRole("checkbox", { name: /9:00/ })).toBeChecked();
  // Escalations go to admins only: a counsellor is not offered them.
  await expect(alerts.getByRole("checkbox", { name: /waits too long/ })).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe("default");
  await expect(alerts.getByRole("button", { name: "Allow notifications" })).toBeVisible();

  await assignmentMail.uncheck();
  await expect(alerts.getByRole("status")).toHaveText("Saved.");
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Alerts" })
      .getByRole("checkbox", { name: /^Email me when an enquiry is assigned/ }),
  ).not.toBeChecked();
  await expect(
    page.getByRole("region", { name: "Alerts" }).getByRole("checkbox", { name: /9:00/ }),
  ).toBeChecked();
});

test("an admin is offered escalation mail", async ({ page }) => {
  const admin = await createUser("admin", "hyderabad", "Hari Admin", server.dataDir);
  await page.goto(`${server.origin}/staff/sign-in`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(
    page.getByRole("region", { name: "Alerts" }).getByRole("checkbox", { name: /waits too long/ }),
  ).toBeChecked();
});

test.describe("browser notifications", () => {
  // The test browser is a fresh (incognito-like) profile: Chromium says there is no Push API there.
  test.use({ allowedConsoleErrors: [/does not support the Push API/] });

  test("Allow notifications registers the console's service worker, and the open console notifies of a new assignment", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // The page's notifications, recorded instead of shown.
    await context.addInitScript(() => {
      const shown: { title: string; body: string }[] = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      const Original = window.Notification;
      class Recorded extends Original {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push({ title, body: options?.body ?? "" });
        }
      }
      window.Notification = Recorded as typeof Notification;
    });
    await context.grantPermissions(["notifications"], { origin: server.origin });
    const counsellor = await createUser("counsellor", "guntur", "Nila Guntur", server.dataDir);
    const admin = await createUser("admin", "guntur", "Arun Admin", server.dataDir);
    await page.goto(`${server.origin}/staff/sign-in`);
    await page.getByLabel("Email").fill(counsellor.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Account" }).click();
    const alerts = page.getByRole("region", { name: "Alerts" });
    await expect(alerts.getByRole("status")).toContainText("Notifications are on for this browser");
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/staff/"))?.scope ?? ""),
      )
      .toBe("");
    await alerts.getByRole("button", { name: "Also when the console is closed" }).click();
    // The worker is registered under the console's path (the console's CSP allows it).
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/staff/"))?.scope ?? ""),
      )
      .toBe(`${server.origin}/staff/`);

    // An assignment while the console is open.
    const family = await playwrightRequest.newContext({ baseURL: server.origin });
    const firstName = `Meena${randomUUID().slice(0, 6)}`;
    await sendEnquiry(family, firstName);
    const adminApi = await apiAs(admin);
    const people = (await (await adminApi.get("/api/staff/people")).json()) as {
      staff: { id: string; name: string }[];
    };
    const list = (await (await adminApi.get(`/api/staff/enquiries?q=${firstName}`)).json()) as {
      items: { id: string }[];
    };
    await adminApi.post(`/api/staff/enquiries/${list.items[0]?.id ?? ""}/assignment`, {
      headers: { origin: server.origin },
      data: { assigneeId: people.staff.find((person) => person.name === counsellor.name)?.id },
    });
    await expect(page.getByRole("link", { name: "1 new enquiry for me" })).toBeVisible({ timeout: 45_000 });
    const pushed = await page.evaluate(async () =>
      Boolean(
        await (await navigator.serviceWorker.getRegistration("/staff/"))?.pushManager.getSubscription(),
      ),
    );
    // Without a push service (this test browser has none), the open console shows the notification itself.
    if (!pushed) {
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { shownNotifications: { body: string }[] }).shownNotifications,
          ),
        )
        .toEqual([expect.objectContaining({ body: firstName })]);
    }
    await adminApi.dispose();
    await family.dispose();
  });
});
