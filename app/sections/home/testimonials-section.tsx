import { Carousel } from "~/components/carousel";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { testimonialsSection } from "~/content/home";
import { testimonials } from "~/content/testimonials";
import { TestimonialCard } from "~/sections/home/testimonial-card";

/**
 * The home page's "Testimonials" section: a dark section with one testimonial at a time in a looping
 * carousel.
 */
export function TestimonialsSection() {
  return (
    <Reveal
      as="section"
      aria-labelledby="testimonials-title"
      className="bg-gradient-to-b from-brand-950 to-brand-900 py-16 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          title={testimonialsSection.title}
          subtitle={testimonialsSection.subtitle}
          tone="dark"
        />
        <div className="mt-12">
          <Carousel
            label={testimonialsSection.title}
            slides={testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.name} testimonial={testimonial} />
            ))}
          />
        </div>
      </div>
    </Reveal>
  );
}
