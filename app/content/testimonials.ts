/**
 * Testimonials: three entries, each rated 5 stars. The students, courses and universities below are
 * fictional examples: replace them with real students' words, with their written consent, before launch.
 */
import type { ContentImage, IllustrationName, Testimonial } from "./types";

const avatar = (name: IllustrationName): ContentImage => ({
  illustration: name,
  alt: "",
  width: 160,
  height: 160,
});

export const testimonials: readonly Testimonial[] = [
  {
    name: "Harika M.",
    title: "MSc Data Science, University of Example, United Kingdom",
    quote: "They told me which universities were a long shot before I paid a single application fee.",
    text: "I had a 7.4 CGPA from a college in Guntur and no idea where I stood. My counsellor built a shortlist of eight universities with the real cost of each, helped me write a statement that sounded like me, and sat with me through the financial documents. I got four offers and chose the one I could afford without a second loan.",
    rating: 5,
    image: avatar("avatar-1"),
  },
  {
    name: "Sai Charan P.",
    title: "MS Computer Science, Example State University, United States",
    quote: "Three mock interviews later, the real one felt like a conversation.",
    text: "My first visa appointment was two months away and I was nervous about explaining my education loan. The mock interviews were tough and honest: they stopped me every time I sounded rehearsed. At the consulate I answered in my own words and walked out with my F-1 approved.",
    rating: 5,
    image: avatar("avatar-2"),
  },
  {
    name: "Sravani K.",
    title: "MEng Mechanical Engineering, Example Technical University, Germany",
    quote: "I had no idea a public university in Germany could charge almost no tuition.",
    text: "The team explained the blocked account, the APS certificate and the German visa step by step, with a checklist I could follow from Vijayawada. They also helped my parents understand every cost before we committed, so there were no surprises when I landed.",
    rating: 5,
    image: avatar("avatar-3"),
  },
];
