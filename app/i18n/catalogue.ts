/**
 * The typed message catalogues (docs/decisions/0008-telugu-edition.md) and the two helpers pages and
 * islands use with them: `fill()` puts values into a message's `{placeholders}`, `pickMessages()` gives
 * an island only the groups it needs, as plain data a page can pass as props.
 */
import type { Locale } from "./locales";
import { en } from "./messages/en";
import { te } from "./messages/te";
import type { MessageGroup, Messages } from "./messages/types";

export type { MessageGroup, Messages } from "./messages/types";

const catalogues: Readonly<Record<Locale, Messages>> = { en, te };

/** The catalogue of an edition. */
export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/**
 * Only the named groups of a catalogue, e.g. `pickMessages(messagesFor("te"), ["enquiryForm",
 * "validation"])` for the enquiry form island: the page serialises exactly these into the island's props.
 */
export function pickMessages<const Group extends MessageGroup>(
  messages: Messages,
  groups: readonly Group[],
): Pick<Messages, Group> {
  return Object.fromEntries(groups.map((group) => [group, messages[group]])) as Pick<Messages, Group>;
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholder names in a message, in order of appearance. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/**
 * The message with each `{name}` replaced by `values[name]`. Numbers are written as they are
 * (format them first with ./format.ts). A placeholder without a value throws: a message must never
 * reach a visitor with `{name}` in it.
 */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${placeholder} in ${JSON.stringify(message)}`);
    return String(value);
  });
}
