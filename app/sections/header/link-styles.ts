/**
 * Class names of the desktop navigation links, shared by the links and the dropdown button. Between 768
 * and 1023 px they are a little smaller and tighter so that every item fits on one line (no wrapping);
 * every item is as tall as the Contact Us button, so they all share one top.
 */
export const desktopLinkClasses =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-ink hover:text-brand-700 aria-[current=page]:text-brand-700 lg:px-3 lg:text-[0.95rem]";
