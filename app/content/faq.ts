/**
 * The six questions students and parents from Andhra Pradesh and Telangana ask most, shown numbered in an
 * accordion, in this order; each question's words come from the edition's catalogue by its id
 * (app/words/<language>/faq.ts), and a question may end in a link to a next step.
 */
import * as words from "~words/faq";
import { pages } from "./pages";
import type { FaqItem } from "./types";

export type FaqId = keyof typeof words.faqs;

/** The questions in the order shown, with the page a question's next step links to. */
const questions: readonly { id: FaqId; linkTo?: string }[] = [
  { id: "cost", linkTo: pages.costCalculator.path },
  { id: "intakes" },
  { id: "loanWithoutCollateral" },
  { id: "english" },
  { id: "refusal" },
  { id: "fees" },
];

export const faqs: readonly (FaqItem & { id: FaqId })[] = questions.map(({ id, linkTo }) => {
  const text: { question: string; answer: string; linkLabel?: string } = words.faqs[id];
  if (linkTo === undefined) return { id, question: text.question, answer: text.answer };
  if (text.linkLabel === undefined)
    throw new Error(`The question "${id}" links to ${linkTo} but has no link label`);
  return { id, question: text.question, answer: text.answer, link: { label: text.linkLabel, to: linkTo } };
});
