import { useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { Photo } from "~/components/ui/Photo";
import { GALLERY_PHOTO_PARAM, PHOTO_SIZES } from "~/config/constants";
import { LABEL_GALLERY } from "~/config/messages/catalog";
import type { Image } from "~/server/api/schemas.server";

/** The picture `?photo=N` asks for (1-based), or the first when N is not one of them. */
function photoIndex(raw: string | null, count: number): number {
  const n = raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= count ? n - 1 : 0;
}

/**
 * The item gallery: the shown picture is the LCP element (eager, high priority, real size). Thumbnails are
 * links to this page with `?photo=N` without JS, and switch the main picture in place with JS.
 */
export function Gallery({ images, alt }: { images: Image[]; alt: string }) {
  const [searchParams] = useSearchParams();
  const [current, setCurrent] = useState(() => photoIndex(searchParams.get(GALLERY_PHOTO_PARAM), images.length));
  const main = images[current] ?? images[0];
  if (!main) return null;
  const photoHref = (i: number) => {
    const params = new URLSearchParams(searchParams);
    params.set(GALLERY_PHOTO_PARAM, String(i + 1));
    return `?${params}`;
  };
  return (
    <section className="gallery" aria-label={LABEL_GALLERY}>
      <Photo key={main.src} className="gallery__main" image={main} sizes={PHOTO_SIZES.gallery} alt={main.alt || alt} priority />
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.src}>
              <a
                href={photoHref(i)}
                className={i === current ? "gallery__thumb is-current" : "gallery__thumb"}
                aria-current={i === current ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(i);
                }}
              >
                <Photo image={image} sizes={PHOTO_SIZES.thumb} alt={image.alt} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
