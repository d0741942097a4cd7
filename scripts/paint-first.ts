/**
 * Removes the `<link rel="modulepreload">` hints React Router writes into every page's head. They make
 * a phone download all of a page's JavaScript (about 150 KB) alongside its HTML, on the same few
 * connections, before anything is painted; the page's text and styles are all in the HTML (docs/decisions/0001-prerendered-react-router.md, styles
 * inline), so it can paint first and fetch its scripts after. The module script at the end of the body
 * still imports everything, so hydration is unchanged.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*\/?>/g, "");
}
