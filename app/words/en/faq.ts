/**
 * The words of the six questions students and parents from Andhra Pradesh and Telangana ask most, keyed
 * by the question's id (app/content/faq.ts keeps their order and links). Answers are honest: no guaranteed
 * visas or admissions; figures belong to the country pages.
 */
export const faqs = {
  cost: {
    question: "How much does it cost to study abroad?",
    answer:
      "It depends on the country, the course and the city. Tuition ranges from little or nothing at most German public universities to several lakh rupees a year in the UK, USA, Canada and Ireland, and living costs, visa fees, insurance and flights come on top. Our cost calculator gives you an estimate in rupees with its sources, and in counselling we build a year-by-year budget for the universities on your shortlist.",
    linkLabel: "Estimate your costs",
  },
  intakes: {
    question: "When are the intakes, and when should I start preparing?",
    answer:
      "The main intake is in September or October (Fall in the USA, the Winter Semester in Germany). Many universities also admit in January or February (the Summer Semester in Germany starts in April), and some in May. Start 10 to 12 months before your intake: that leaves time for English or GRE tests, applications, scholarship deadlines, the education loan and the visa, without paying rush fees.",
  },
  loanWithoutCollateral: {
    question: "Can I get an education loan without collateral?",
    answer:
      "Yes. Banks and NBFCs give non-collateral education loans, usually when your admit is from a university and course on their approved list and a parent or guardian joins as co-applicant with a steady income. The amount, interest rate and terms differ by lender and by admit. We help you compare offers and prepare the papers; the lender makes the decision.",
  },
  english: {
    question: "Do I need IELTS, or can I study abroad without it?",
    answer:
      "Most universities need proof of English, usually IELTS, TOEFL, PTE or a similar test. Some waive it for students with English-medium schooling or a good English score in Class 12, but waivers differ by university and the visa may still need a test result. We check the rule of every university on your shortlist before you decide to skip a test, and prepare you for it if you need one.",
  },
  refusal: {
    question: "My visa was refused before. Can I apply again?",
    answer:
      "Usually, yes. Your refusal letter lists the reasons, such as unclear funds, a gap in your studies or doubts about your plans. A new application has to answer those reasons, not repeat the same file. Bring the letter to us and we will tell you honestly what can be fixed and whether to reapply now or later. No consultant can guarantee a visa: the decision is the embassy's.",
  },
  fees: {
    question: "How do you charge for your services?",
    answer:
      "Your first counselling session and the visa mock interviews are free. Before any paid service starts, you get our fee in writing with what it covers and what it does not. University application fees, test fees and visa fees are paid directly to those organisations, never through us.",
  },
} as const;
