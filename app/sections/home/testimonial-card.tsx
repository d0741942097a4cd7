import { Quote } from "lucide-react";
import { ContentImage } from "~/components/content-image";
import { StarRating } from "~/components/star-rating";
import type { Testimonial } from "~/content/types";

interface TestimonialCardProps {
  testimonial: Testimonial;
}

/** One testimonial: headline quote, body, rating and the student with course and university. */
export function TestimonialCard({ testimonial }: TestimonialCardProps) {
  return (
    <figure className="mx-auto flex max-w-3xl flex-col rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10">
      <Quote className="size-10 text-accent-400" aria-hidden="true" />
      <blockquote className="mt-4">
        <p className="text-xl font-semibold text-balance text-white sm:text-2xl">{testimonial.quote}</p>
        <p className="mt-4 leading-relaxed text-slate-300">{testimonial.text}</p>
      </blockquote>
      <StarRating rating={testimonial.rating} className="mt-6" />
      <figcaption className="mt-6 flex items-center gap-4">
        <ContentImage image={testimonial.image} className="size-14 shrink-0 rounded-full" />
        <span>
          <span className="block font-semibold text-white">{testimonial.name}</span>
          <span className="block text-sm text-slate-300">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}
