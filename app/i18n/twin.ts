/**
 * The type a Telugu twin of a content module must have (docs/decisions/0008-telugu-edition.md): the same
 * exports as the English module, each of the same shape. Strings become any string (keeping the English
 * message's `{placeholders}`), functions keep their parameters and return translated text, lists keep
 * their length when the English list is a tuple (`as const`), and numbers, booleans and other data stay
 * exactly as they are, so a twin spreads them from the English module instead of copying them.
 */
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

export type Twin<Source> = Source extends string
  ? Translation<Source>
  : Source extends (...args: infer Args) => infer Result
    ? (...args: Args) => Twin<Result>
    : Source extends number | boolean | bigint | symbol | null | undefined
      ? Source
      : { readonly [Key in keyof Source]: Twin<Source[Key]> };

/**
 * A compile-time check written at the end of every twin:
 * `export type SameShape = TwinOf<typeof import("../home"), typeof import("./home")>;`
 * It fails to compile when the twin misses an export, adds one, or changes a shape.
 */
export type TwinOf<
  Source,
  Target extends Twin<Source> & Record<Exclude<keyof Target, keyof Source>, never>,
> = Target;
