/**
 * The forms' toasts (react-hot-toast with its defaults). The library is loaded when the first toast
 * is due or the toaster mounts, not with the page: a toast only ever follows a submission.
 */
export const loadToasts = () => import("react-hot-toast");

export function showToast(kind: "success" | "error", message: string, id: string): void {
  void loadToasts().then(({ toast }) => toast[kind](message, { id }));
}
