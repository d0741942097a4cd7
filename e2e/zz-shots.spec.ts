import { test } from "./fixtures";
import { createUser, sendEnquiry, signIn, openInbox } from "./staff/staff-fixtures";

test("shots", async ({ page, request }) => {
  test.setTimeout(120_000);
  const c = await createUser("counsellor", "guntur", "Priya Naidu");
  for (let i = 0; i < 3; i++) await sendEnquiry(request, undefined, { office: "guntur" });
  const name = await sendEnquiry(request, undefined, { office: "guntur" });
  for (const [w, h] of [[390, 844], [1440, 900]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await signIn(page, c);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-myday-${w}.png`, fullPage: true });
    await openInbox(page);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shot-inbox-${w}.png`, fullPage: true });
    await page.getByRole("link", { name }).filter({ visible: true }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-enquiry-${w}.png`, fullPage: w === 1440 });
    await page.context().clearCookies();
  }
});
