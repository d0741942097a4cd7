/** Every official figure a country page's content quotes, wherever it quotes it. */
import type { CountryPageContent, Figure, Point } from "./types";

export function pageFigures(content: CountryPageContent): Figure[] {
  const points: readonly Point[] = [
    ...content.why,
    ...content.visa.steps,
    ...content.visa.otherVisas,
    ...content.proofOfFunds.points,
    ...content.englishTests.points,
    ...content.work.during,
    ...content.work.after,
    ...content.scholarships,
    ...content.loans,
    ...content.accommodation,
  ];
  return [
    ...content.keyFacts.flatMap((fact) => (fact.figure ? [fact.figure] : [])),
    ...points.flatMap((point) => point.figures ?? []),
    ...content.visa.fees,
    ...content.changes.flatMap((change) => (change.figure ? [change.figure] : [])),
  ];
}
