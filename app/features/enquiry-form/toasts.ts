import type * as ReactHotToast from "react-hot-toast";
import type { Toast } from "react-hot-toast";

type ToastModule = typeof ReactHotToast;

let toaster: Promise<ToastModule> | undefined;

/**
 * The page's one toaster, mounted on the first toast: react-hot-toast and the `<Toaster>` load then, not
 * when a form hydrates (a toast only ever follows a submission). Its own root in the body, because an
 * animated ancestor (the hero's entrance) would pin the fixed toasts to itself; one root for every form
 * on the page, so each toast shows once. Defaults of the library: success 2 s, error 4 s, at most 20,
 * removed 1 s after dismissal; at the top centre with an 8 px gutter.
 */
function pageToaster(): Promise<ToastModule> {
  toaster ??= Promise.all([import("react-hot-toast"), import("react"), import("react-dom/client")]).then(
    ([toasts, { createElement }, { createRoot }]) => {
      const host = document.createElement("div");
      document.body.append(host);
      createRoot(host).render(createElement(toasts.Toaster, { position: "top-center", gutter: 8 }));
      return toasts;
    },
  );
  return toaster;
}

export function showToast(kind: "success" | "error", message: string, id: Toast["id"]): void {
  void pageToaster().then(({ toast }) => toast[kind](message, { id }));
}
