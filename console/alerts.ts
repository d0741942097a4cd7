/**
 * Alerts in the console (docs/staff-console.md, "Alerts"): the count of enquiries newly assigned to me,
 * asked every 30 seconds while the tab is visible (TanStack Query pauses the interval in a hidden tab),
 * and browser notifications: Web Push through the console's service worker where the browser has it,
 * else the page's own notification while the console is open.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { consoleBase } from "#contract/staff";
import {
  alertPaths,
  alertPollMs,
  type AlertCount,
  type AlertPreferences,
  type PushKey,
} from "#contract/staff-alerts";
import { api } from "./api";

export const alertCountKey = ["alerts", "count"] as const;
export const alertPreferencesKey = ["alerts", "preferences"] as const;

const workerUrl = `${consoleBase}/alerts-worker.js`;
const scope = `${consoleBase}/`;

export function useAlertCount() {
  return useQuery({
    queryKey: alertCountKey,
    queryFn: () => api<AlertCount>(alertPaths.count),
    refetchInterval: alertPollMs,
    refetchIntervalInBackground: false,
    staleTime: 5_000,
  });
}

export const notificationsSupported = () => typeof window !== "undefined" && "Notification" in window;
export const pushSupported = () =>
  notificationsSupported() && "serviceWorker" in navigator && "PushManager" in window;

/** The permission the browser gave this site for notifications ("default": not asked yet). */
export const notificationPermission = (): NotificationPermission | "unsupported" =>
  notificationsSupported() ? Notification.permission : "unsupported";

/** Whether this browser has a push subscription for the console. */
export async function hasPushSubscription(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration(scope);
  return Boolean(await registration?.pushManager.getSubscription());
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser's permission (only when the person pressed the button), then subscribes this browser
 * to Web Push and gives the subscription to the server. Returns what was set up: "push", or "page" when
 * the browser allows notifications but has no Web Push (then the open console shows them itself).
 */
export async function allowNotifications(): Promise<"push" | "page"> {
  if (!notificationsSupported()) throw new Error("This browser cannot show notifications.");
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    throw new Error("Notifications are blocked for this site: allow them in the browser's site settings.");
  if (!pushSupported()) return "page";
  try {
    const registration = await navigator.serviceWorker.register(workerUrl, { scope });
    await navigator.serviceWorker.ready;
    const { publicKey } = await api<PushKey>(alertPaths.pushKey);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    await api<undefined>(alertPaths.pushSubscriptions, { method: "POST", body: subscription.toJSON() });
    return "push";
  } catch {
    // No push service here (some browsers, private windows): the open console notifies instead.
    return "page";
  }
}

/** Stops Web Push for this browser (the server forgets the subscription). */
export async function stopPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(scope);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api<undefined>(alertPaths.pushSubscriptions, {
    method: "DELETE",
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}

/**
 * While the console is open and this browser has no push subscription: a notification of the page's
 * own when the count of new assignments grows (never for the count found on opening the console).
 */
export function usePageNotifications(
  count: AlertCount | undefined,
  preferences: AlertPreferences | undefined,
) {
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!count) return;
    const latest = count.latest?.id ?? null;
    const previous = seen.current;
    seen.current = latest;
    if (previous === undefined || latest === null || latest === previous) return;
    if (!preferences?.browser || notificationPermission() !== "granted") return;
    void hasPushSubscription().then(async (pushed) => {
      if (pushed || !count.latest) return;
      const { id, firstName } = count.latest;
      const title = "New enquiry assigned to you";
      const options = { body: firstName, tag: `assigned-${id}` };
      try {
        const notification = new Notification(title, options);
        notification.onclick = () => {
          window.focus();
          window.location.assign(`${consoleBase}/enquiries/${encodeURIComponent(id)}`);
        };
      } catch {
        // Chrome on Android shows notifications only through a service worker.
        const registration = await navigator.serviceWorker?.getRegistration(scope);
        await registration?.showNotification(title, {
          ...options,
          data: { url: `${consoleBase}/enquiries/${encodeURIComponent(id)}` },
        });
      }
    });
  }, [count, preferences]);
}
