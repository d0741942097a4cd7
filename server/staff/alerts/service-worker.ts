/**
 * The console's service worker (docs/staff-console.md, "Alerts"), served at /staff/alerts-worker.js with
 * the scope /staff/. It only shows the notification of a Web Push (an enquiry assigned to you: its first
 * name, nothing else) and opens the enquiry when the notification is clicked. It handles no `fetch`, so
 * it never caches or answers a request of the console. Plain JavaScript: the browser runs it as it is.
 */
import { consoleBase } from "#contract/staff";

export const serviceWorkerPath = `${consoleBase}/alerts-worker.js`;

export const serviceWorkerSource = `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = {};
  }
  if (data.type !== "assigned" || typeof data.enquiryId !== "string") return;
  const url = ${JSON.stringify(`${consoleBase}/enquiries/`)} + encodeURIComponent(data.enquiryId);
  event.waitUntil(
    self.registration.showNotification("New enquiry assigned to you", {
      body: typeof data.firstName === "string" ? data.firstName : "",
      tag: "assigned-" + data.enquiryId,
      data: { url },
    }),
  );
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || ${JSON.stringify(`${consoleBase}/`)};
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url.startsWith(self.registration.scope) && "focus" in client) {
          return client.navigate(url).then((opened) => (opened || client).focus());
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
`;
