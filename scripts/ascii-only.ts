/**
 * JavaScript with every character outside ASCII written as a `\u` escape (scripts/build-server.ts). V8
 * keeps a module's whole source in memory (to compile its functions when first called): one byte per
 * character when all are ASCII, two otherwise. esbuild escapes strings and templates itself; what remains
 * is in the packages' licence comments and regular expressions, where the escape means the same
 * character. (A source map's columns move on those few lines only.)
 */
export function asciiOnly(code: string): string {
  return code.replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
