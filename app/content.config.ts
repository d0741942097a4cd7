/**
 * Astro's content collections: none. The site's content is typed TypeScript in app/content/
 * (docs/content-editing.md); this empty list stops Astro from treating those folders as collections.
 */
export const collections = {};
