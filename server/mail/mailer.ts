/**
 * Sends one mail: over SMTP with nodemailer when SMTP_URL is set (short timeouts and an overall
 * deadline, after which the connection is closed, so a hanging server only delays the outbox), else as an .eml file under
 * DATA_DIR/outbox-mail/, so a fresh install shows what staff would receive.
 */
import { chmod, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { OutgoingMail } from "./enquiry-mail.ts";

export interface Mailer {
  /** "smtp" or "files", for the start-up log. */
  kind: "smtp" | "files";
  /** The longest one send may take; the outbox lease must outlast a batch of them. */
  deadlineMs: number;
  send(mail: OutgoingMail, options: { fileName: string }): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  /** Whole send, connection to last byte; default 20 s. */
  deadlineMs?: number;
  /** Connection, greeting and socket-idle timeouts; default 5 s, 5 s, 10 s. */
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/** Folder of the .eml files, inside DATA_DIR. */
export const mailFolderName = "outbox-mail";

/**
 * The file name (without `.eml`) of the digest mail of one interval (`slot`, its start as an ISO date):
 * the erasure of a person it carried finds it by this name (server/staff/privacy-routes.ts).
 */
export const digestFileName = (slot: string) => `${slot.replace(/[^0-9]/g, "").slice(0, 14)}-digest`;

export class MailDeadlineError extends Error {
  override name = "MailDeadlineError";
  readonly code = "DEADLINE";
}

export function createMailer(options: MailerOptions): Mailer {
  const deadlineMs = options.deadlineMs ?? 20_000;
  if (!options.smtpUrl) return createFileMailer(join(options.dataDir, mailFolderName), deadlineMs);

  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: options.connectionTimeoutMs ?? 5_000,
    greetingTimeout: options.greetingTimeoutMs ?? 5_000,
    socketTimeout: options.socketTimeoutMs ?? 10_000,
    dnsTimeout: options.connectionTimeoutMs ?? 5_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: "smtp",
    deadlineMs,
    send: async (mail) => {
      // At the deadline the send is aborted: nodemailer closes its connection, so a mail that was still
      // being handed over is not delivered later behind our back (and then sent again by the retry).
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(new MailDeadlineError("The mail server did not finish in time."));
        }, deadlineMs);
      });
      try {
        await Promise.race([transport.sendMail({ ...mail, signal: abort.signal }), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => transport.close(),
  };
}

function createFileMailer(folder: string, deadlineMs: number): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folderReady = false;
  return {
    kind: "files",
    deadlineMs,
    send: async (mail, { fileName }) => {
      const info = await transport.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
      if (!Buffer.isBuffer(info.message))
        throw new Error("nodemailer did not return the message as a buffer");
      // Asynchronous file system calls: a slow disk must not hold up the requests the server is answering.
      // Personal data: the folder is its owner's only (0700, also when an older version made it), each
      // file readable by its owner only (0600).
      if (!folderReady) {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        await chmod(folder, 0o700);
        folderReady = true;
      }
      // Written then renamed: a reader never sees half a file, and a second send overwrites the first.
      const target = join(folder, `${fileName}.eml`);
      const partial = `${target}.partial`;
      await rm(partial, { force: true });
      await writeFile(partial, info.message, { mode: 0o600, flag: "wx" });
      await rename(partial, target);
    },
    close: () => transport.close(),
  };
}
