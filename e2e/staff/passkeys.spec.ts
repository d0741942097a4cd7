/**
 * Passkeys with Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a person adds a
 * passkey to their account, signs out, and signs in with it. WebAuthn needs a domain, not an IP
 * address, so this test opens the console at localhost. The console's pages may use passkeys
 * (Permissions-Policy); the public pages may not.
 */
import { expect, test } from "../fixtures";
import { createUser, password } from "./staff-fixtures";

test("a passkey is added on the account page and signs the person in", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin.replace("127.0.0.1", "localhost");
  const account = await createUser("counsellor", "guntur", "Priya Passkey");

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${origin}/staff/sign-in`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await page.getByLabel("Name of the new passkey (optional)").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Test laptop")).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "My day" })).toBeVisible();
  await expect(page.getByText("Priya Passkey · Counsellor, Guntur")).toBeVisible();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByText(/last used/)).toBeVisible();
});

test("only the console's pages may use passkeys", async ({ request }) => {
  const staff = await request.get("/staff/sign-in");
  expect(staff.headers()["permissions-policy"]).toContain("publickey-credentials-get=(self)");
  expect(staff.headers()["permissions-policy"]).toContain("publickey-credentials-create=(self)");
  expect(staff.headers()["permissions-policy"]).toContain("camera=()");
  const home = await request.get("/");
  expect(home.headers()["permissions-policy"]).toContain("publickey-credentials-get=()");
});
