import { Form } from "@remix-run/react";
import { useId } from "react";
import { Photo } from "~/components/ui/Photo";
import { PHOTO_SIZES } from "~/config/constants";
import {
  ADMIN_PHOTO_ALT,
  ADMIN_PHOTO_ALT_SAVE,
  ADMIN_PHOTO_DELETE,
  ADMIN_PHOTO_DOWN,
  ADMIN_PHOTO_NUMBER,
  ADMIN_PHOTO_UP,
  ADMIN_PHOTOS,
  ADMIN_PHOTOS_NONE,
} from "~/config/messages/admin-catalog";
import type { Image } from "~/server/api/schemas.server";

/** A picture with its version: its buttons name it by place, and the backend refuses them if another is there now. */
type StaffPhoto = Image & { version: string };

/**
 * A good's pictures in the order the shop shows them, each with its alt text and buttons to move it, save the
 * text or remove it: one small form per picture, so everything works without JavaScript.
 */
export function GoodPhotos({ goodId, images }: { goodId: number; images: StaffPhoto[] }) {
  return (
    <section className="admin__card" aria-labelledby="good-photos">
      <h2 id="good-photos">{ADMIN_PHOTOS}</h2>
      {images.length === 0 ? <p>{ADMIN_PHOTOS_NONE}</p> : null}
      <ol className="admin-photos">
        {images.map((image, index) => (
          <PhotoRow key={`${index}-${image.src}`} goodId={goodId} image={image} index={index} last={index === images.length - 1} />
        ))}
      </ol>
    </section>
  );
}

function PhotoRow({ goodId, image, index, last }: { goodId: number; image: StaffPhoto; index: number; last: boolean }) {
  const altId = useId();
  return (
    <li className="admin-photos__item" data-testid="admin-photo">
      <Photo image={image} sizes={PHOTO_SIZES.cartLine} alt={ADMIN_PHOTO_NUMBER(index + 1)} className="admin-photos__image" />
      <Form method="post" action={`/admin/goods/${goodId}/photos`} className="admin-photos__form">
        <input type="hidden" name="index" value={index} />
        <input type="hidden" name="version" value={image.version} />
        <label htmlFor={altId}>{ADMIN_PHOTO_ALT}</label>
        <input id={altId} name="alt" defaultValue={image.alt} maxLength={300} className="field__input" />
        <div className="admin-photos__buttons">
          <button type="submit" name="op" value="alt" className="admin__button admin__button--quiet">
            {ADMIN_PHOTO_ALT_SAVE}
          </button>
          {index > 0 ? (
            <button type="submit" name="op" value="up" className="admin__button admin__button--quiet">
              {ADMIN_PHOTO_UP}
            </button>
          ) : null}
          {!last ? (
            <button type="submit" name="op" value="down" className="admin__button admin__button--quiet">
              {ADMIN_PHOTO_DOWN}
            </button>
          ) : null}
          <button type="submit" name="op" value="delete" className="admin__button admin__button--quiet">
            {ADMIN_PHOTO_DELETE}
          </button>
        </div>
      </Form>
    </li>
  );
}
