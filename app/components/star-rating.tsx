import { Star } from "lucide-react";
import { ratingText } from "~/content/controls";

interface StarRatingProps {
  rating: number;
  max?: number;
  className?: string;
}

/** A row of stars, read by screen readers as one phrase, e.g. "Rated 5 out of 5". */
export function StarRating({ rating, max = 5, className = "" }: StarRatingProps) {
  return (
    <p role="img" aria-label={ratingText.label(rating, max)} className={`flex gap-1 ${className}`}>
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-5 ${index < rating ? "fill-accent-400 text-accent-400" : "fill-transparent text-slate-400"}`}
        />
      ))}
    </p>
  );
}
