/**
 * Browser notifications by Web Push (docs/staff-console.md, "Alerts"): the server's VAPID key pair is
 * generated once into DATA_DIR (`web-push-vapid.json`, mode 0600; several instances must share DATA_DIR
 * or the file) and each person's browsers subscribe with its public key. A notification carries the
 * enquiry's id and the family's first name only, encrypted for the browser; a subscription the push
 * service answers 404 or 410 for is gone and is deleted.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import webPush from "web-push";
import { makePrivateDirectory } from "../../lib/private-directory.ts";
import type { AlertRepository } from "./alert-repository.ts";

export const vapidFileName = "web-push-vapid.json";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The notification the console's service worker shows (console/public/alerts-worker.js). */
export interface AssignedPush {
  enquiryId: string;
  firstName: string;
}

export interface PushSender {
  publicKey: string;
  /** Sends to every browser of the person; returns how many accepted it. */
  notifyAssigned(staffId: string, push: AssignedPush): Promise<number>;
}

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === "string" &&
  typeof (value as VapidKeys).privateKey === "string";

/** The kept key pair, generated on first start ("wx": when another instance wrote it meanwhile, theirs). */
export async function loadVapidKeys(dataDir: string): Promise<VapidKeys> {
  makePrivateDirectory(dataDir);
  const file = path.join(dataDir, vapidFileName);
  try {
    const stored: unknown = JSON.parse(await readFile(file, "utf8"));
    if (isKeys(stored)) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const keys = webPush.generateVAPIDKeys();
  try {
    await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: "wx" });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const stored: unknown = JSON.parse(await readFile(file, "utf8"));
    if (!isKeys(stored))
      throw new Error(`${vapidFileName} in DATA_DIR is not a VAPID key pair`, { cause: error });
    return stored;
  }
}

export function createPushSender(options: {
  alerts: AlertRepository;
  keys: VapidKeys;
  /** The VAPID subject: the site's origin or a mailto: address the push services may write to. */
  subject: string;
  /** Sends a request (tests); by default web-push's own. */
  send?: typeof webPush.sendNotification;
}): PushSender {
  const send = options.send ?? webPush.sendNotification.bind(webPush);
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.keys.publicKey,
    privateKey: options.keys.privateKey,
  };
  return {
    publicKey: options.keys.publicKey,
    notifyAssigned: async (staffId, push) => {
      const subscriptions = await options.alerts.pushSubscriptions(staffId);
      const payload = JSON.stringify({ type: "assigned", ...push });
      let delivered = 0;
      for (const subscription of subscriptions) {
        try {
          await send(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            payload,
            { vapidDetails, TTL: 3600, urgency: "high", timeout: 10_000 },
          );
          delivered += 1;
        } catch (error) {
          const status = (error as { statusCode?: unknown }).statusCode;
          if (status === 404 || status === 410)
            await options.alerts.forgetPushSubscription(subscription.endpoint);
          else throw error;
        }
      }
      return delivered;
    },
  };
}
