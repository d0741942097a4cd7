import type { ContentImage as ContentImageData } from "~/content/types";

interface ContentImageProps {
  image: ContentImageData;
  /** Below the fold: load when needed (D14). */
  lazy?: boolean;
  className?: string;
}

/** An image from the content modules, always with its width and height so nothing shifts (D14). */
export function ContentImage({ image, lazy = true, className = "" }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      className={className}
    />
  );
}
