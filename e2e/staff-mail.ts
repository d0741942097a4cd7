/**
 * The staff mail the e2e server writes as .eml files (no SMTP in tests; docs/server.md), read the way a
 * person would: quoted-printable soft line breaks undone. Invitations and personal alerts to staff are left out.
 */
import { expect } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The staff mail that mentions `text` (a name, an e-mail address), once the outbox has written it. */
export async function staffMailMentioning(text: string): Promise<string> {
  const folder = join(".e2e-data", "outbox-mail");
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[]);
        for (const name of names.filter(
          (file) => file.endsWith(".eml") && !file.startsWith("invitation-") && !file.startsWith("alert-"),
        )) {
          const mail = (await readFile(join(folder, name), "utf8")).replace(/=\r?\n/g, "");
          if (mail.includes(text)) found = mail;
        }
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found ?? "";
}
