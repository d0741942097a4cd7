/**
 * Texts of the cost calculator page: the edition's words (app/words/<language>/countries/calculator-text.ts)
 * with the India-side figures they quote. Figures and rules live in the country modules and are rendered in.
 */
import { formatFigure, formatInrShort } from "~words/countries/format";
import { calculatorFaq as faqWords, calculatorText as words } from "~words/countries/calculator-text";
import { indiaFigures } from "./india";
import type { FaqEntry } from "./types";

const tcs = {
  own: formatFigure(indiaFigures.tcsRateOtherFunds),
  loan: formatFigure(indiaFigures.tcsRateLoan),
  threshold: formatInrShort(indiaFigures.tcsThreshold.value),
};
const deductionYears = formatFigure(indiaFigures.educationLoanDeductionYears);

/** How far the rupee may move either way in the estimate's range (a modelling choice, not a rule). */
export const FX_SWING_PERCENT = 10;

export const calculatorText = {
  ...words,
  rangeLabel: (low: string, high: string) => words.rangeLabel(low, high, FX_SWING_PERCENT),
  tcsRule: words.tcsRule(tcs),
  tcsNone: words.tcsNone(tcs),
  loanResults: { ...words.loanResults, deduction: words.loanResults.deduction(deductionYears) },
};

/** The questions' order on the page and in its FAQPage. */
const faqOrder = [
  "accuracy",
  "fundsOrSpend",
  "tcs",
  "deduction",
] as const satisfies readonly (keyof typeof faqWords)[];

/** Questions about the calculator, shown on the page and as its FAQPage. */
export const calculatorFaq: readonly FaqEntry[] = faqOrder.map((id) => {
  const entry = faqWords[id];
  const answer =
    id === "tcs"
      ? faqWords.tcs.answer(tcs)
      : id === "deduction"
        ? faqWords.deduction.answer(deductionYears)
        : faqWords[id].answer;
  return { question: entry.question, answer };
});
