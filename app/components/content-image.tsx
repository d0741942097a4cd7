import type { ContentImage as ContentImageData, IllustrationName } from "~/content/types";

// Every illustration as its hashed URL (only the URLs are bundled; the files are served as assets).
const urls = import.meta.glob<string>("../assets/illustrations/*.svg", {
  eager: true,
  query: "?no-inline",
  import: "default",
});

/** The served URL of an illustration named in the content modules. */
export function illustrationUrl(name: IllustrationName): string {
  const url = urls[`../assets/illustrations/${name}.svg`];
  if (!url) throw new Error(`No illustration named ${name} in app/assets/illustrations/`);
  return url;
}

interface ContentImageProps {
  image: ContentImageData;
  /** Below the fold: load when needed. */
  lazy?: boolean;
  className?: string;
}

/** An image from the content modules, always with its width and height so nothing shifts. */
export function ContentImage({ image, lazy = true, className = "" }: ContentImageProps) {
  return (
    <img
      src={illustrationUrl(image.illustration)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      className={className}
    />
  );
}
