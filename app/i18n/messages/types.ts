/**
 * The shape every catalogue must have, derived from the English one: the same keys, the same list
 * lengths, a string for every string, and in each string the same `{placeholders}` as the English
 * message. A Telugu catalogue that misses a message, adds one, or drops a placeholder does not compile.
 */
import type { en } from "./en";

/** The placeholder names of a message: "Your {field} must be at most {max}" → "field" | "max". */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

/** Any string that contains every one of the placeholders, in any order. */
type Containing<Names extends string> = UnionToIntersection<
  Names extends string ? `${string}{${Names}}${string}` : never
>;

/** The type of one translated message or group of messages. */
export type Translation<Source> = Source extends string
  ? [Placeholders<Source>] extends [never]
    ? string
    : Containing<Placeholders<Source>>
  : { readonly [Key in keyof Source]: Translation<Source[Key]> };

export type Messages = Translation<typeof en>;

/** The names of the top-level groups of a catalogue ("navigation", "validation", …). */
export type MessageGroup = keyof Messages;
