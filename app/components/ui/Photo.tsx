import type { Image } from "~/server/api/schemas.server";

type PhotoProps = {
  image: Image;
  /** How wide the picture is drawn (PHOTO_SIZES): the browser picks a source from it. */
  sizes: string;
  alt: string;
  className?: string;
  /** The largest picture of the first screen (LCP): loaded at once, before other images. */
  priority?: boolean;
  /** Above the fold but not the LCP: loaded at once without the high priority. */
  eager?: boolean;
};

/**
 * A catalogue picture: an uploaded photo as `<picture>` with its AVIF and WebP sizes (the `<img>` keeps the
 * real proportions, so nothing shifts while it loads), a drawing as a plain `<img>` (an SVG needs no sizes).
 * Anything not eager is lazy.
 */
export function Photo({ image, sizes, alt, className, priority = false, eager = false }: PhotoProps) {
  const img = (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority || eager ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
