/**
 * Texts that code in the browser shows around an island: the spinner's words and the error screen. Kept
 * apart from the page frame's texts (./layout.ts), which list every page, so that a page's scripts do
 * not carry the whole page list.
 */
export const loadingText = "Loading...";

export const applicationError = {
  title: "Unexpected Application Error!",
  fallbackMessage: "Something went wrong while showing this page.",
  homeLink: "Go back home",
  reload: "Reload the page",
} as const;
