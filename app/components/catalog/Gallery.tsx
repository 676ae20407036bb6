import { useState } from "react";
import { LABEL_GALLERY } from "~/config/messages";
import type { Image } from "~/server/api/schemas.server";

/**
 * The item gallery: the first picture is the LCP element (eager, high priority, real size). Thumbnails are
 * links to the full picture without JS, and switch the main picture with JS.
 */
export function Gallery({ images, alt }: { images: Image[]; alt: string }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  return (
    <section className="gallery" aria-label={LABEL_GALLERY}>
      <img className="gallery__main" src={main.src} width={main.width} height={main.height} alt={main.alt || alt} {...{ fetchpriority: "high" }} loading="eager" />
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.src}>
              <a
                href={image.src}
                className={i === current ? "gallery__thumb is-current" : "gallery__thumb"}
                aria-current={i === current ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(i);
                }}
              >
                <img src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
