/**
 * The share card of each language: the 1200×630 image link previews show (Open Graph and Twitter), drawn
 * by `npm run images` (scripts/make-images.ts) from the language's words (app/words/<code>/share-card.ts)
 * and committed under public/og/. The default language's is `study-abroad-1200x630.png`, every other
 * language's carries its code (`study-abroad-1200x630-te.png`), so a new language's card needs only that
 * command.
 */
import { defaultLanguage } from "#contract/languages";

export const shareImage = { width: 1200, height: 630 } as const;

/** The path of a language's share card under the site's root. */
export function shareImagePath(code: string): string {
  return code === defaultLanguage
    ? "/og/study-abroad-1200x630.png"
    : `/og/study-abroad-1200x630-${code.toLowerCase()}.png`;
}
