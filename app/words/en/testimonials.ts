/**
 * The words of the testimonials, keyed by the student's id (app/content/testimonials.ts keeps their order,
 * ratings, pictures and universities). The students and courses are fictional examples: replace them with
 * real students' words, with their written consent, before launch. `name` is the student's name as this
 * language writes it; `title` names the course and the country around the university, whose name stays
 * as the university writes it.
 */
export const testimonials = {
  harika: {
    name: "Harika M.",
    title: (university: string) => `MSc Data Science, ${university}, United Kingdom`,
    quote: "They told me which universities were a long shot before I paid a single application fee.",
    text: "I had a 7.4 CGPA from a college in Guntur and no idea where I stood. My counsellor built a shortlist of eight universities with the real cost of each, helped me write a statement that sounded like me, and sat with me through the financial documents. I got four offers and chose the one I could afford without a second loan.",
  },
  saiCharan: {
    name: "Sai Charan P.",
    title: (university: string) => `MS Computer Science, ${university}, United States`,
    quote: "Three mock interviews later, the real one felt like a conversation.",
    text: "My first visa appointment was two months away and I was nervous about explaining my education loan. The mock interviews were tough and honest: they stopped me every time I sounded rehearsed. At the consulate I answered in my own words and walked out with my F-1 approved.",
  },
  sravani: {
    name: "Sravani K.",
    title: (university: string) => `MEng Mechanical Engineering, ${university}, Germany`,
    quote: "I had no idea a public university in Germany could charge almost no tuition.",
    text: "The team explained the blocked account, the APS certificate and the German visa step by step, with a checklist I could follow from Vijayawada. They also helped my parents understand every cost before we committed, so there were no surprises when I landed.",
  },
} as const;
