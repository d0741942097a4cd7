/**
 * Replaces the body of one `## <title>` section of a Markdown document (up to the next `## ` heading),
 * or appends the section when the document has none. Benchmarks use it to write their own section of
 * docs/benchmarks.md without touching the others.
 */
export function replaceSection(document: string, title: string, body: string): string {
  const lines = document.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  const section = [`## ${title}`, "", ...body.trimEnd().split("\n"), ""];
  if (start === -1) {
    const trimmed = document.trimEnd();
    return `${trimmed}${trimmed ? "\n\n" : ""}${section.join("\n")}`;
  }
  const next = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  const end = next === -1 ? lines.length : next;
  const after = lines.slice(end);
  const result = [...lines.slice(0, start), ...section, ...after].join("\n");
  return next === -1 ? `${result.trimEnd()}\n` : result;
}
