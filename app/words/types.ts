/**
 * The shape every language's words must have (docs/decisions/0009-words-apart-from-logic.md). The English
 * catalogue (app/words/en/) is the source: another language's entry for the same id is any string where
 * English has a string, a function of the same parameters where English has a message function (it
 * returns that language's sentence, with its own plurals and case endings), and an object of the same ids
 * where English has an object. Lists are not words: the logic keeps the order of a list and looks up each
 * item's words by its id, so reordering a list never pairs an item with another item's words.
 */
export type WordsOf<English> = English extends string
  ? string
  : English extends (...args: infer Args) => infer Result
    ? (...args: Args) => WordsOf<Result>
    : English extends number | boolean | bigint | symbol | null | undefined
      ? English
      : { readonly [Id in keyof English]: WordsOf<English[Id]> };
