/** Class names of the desktop navigation links, shared by the links and the dropdown button. */
export const desktopLinkClasses =
  "rounded-md px-3 py-2 text-[0.95rem] font-medium text-ink hover:text-brand-700 aria-[current=page]:text-brand-700";
