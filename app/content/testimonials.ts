/**
 * Testimonials, in this order, each rated 5 stars; each student's words come from the edition's catalogue
 * by the student's id (app/words/<language>/testimonials.ts). The students, courses and universities are
 * fictional examples: replace them with real students' words, with their written consent, before launch.
 */
import * as words from "~words/testimonials";
import type { ContentImage, IllustrationName, Testimonial } from "./types";

export type TestimonialId = keyof typeof words.testimonials;

const avatar = (name: IllustrationName): ContentImage => ({
  illustration: name,
  alt: "",
  width: 160,
  height: 160,
});

/** Each student's university keeps its own name in every edition (a proper noun). */
const students: readonly {
  id: TestimonialId;
  university: string;
  rating: number;
  image: ContentImage;
}[] = [
  { id: "harika", university: "University of Example", rating: 5, image: avatar("avatar-1") },
  { id: "saiCharan", university: "Example State University", rating: 5, image: avatar("avatar-2") },
  { id: "sravani", university: "Example Technical University", rating: 5, image: avatar("avatar-3") },
];

export const testimonials: readonly (Testimonial & { id: TestimonialId; university: string })[] =
  students.map(({ id, university, rating, image }) => {
    const text = words.testimonials[id];
    return {
      id,
      name: text.name,
      title: text.title(university),
      quote: text.quote,
      text: text.text,
      rating,
      image,
      university,
    };
  });
