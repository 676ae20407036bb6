import { z } from "zod";
import { CONTENT_KINDS, type ContentKind } from "../services/admin/content-records";
import { readBody, validate } from "./body";
import { photoKey } from "./backoffice-catalog-routes";
import { flag, optionalRecordId as optionalId, recordId as id, text as trimmedText } from "./backoffice-fields";
import { MSG_VALUE_INVALID } from "./backoffice-messages";
import { paging, pagination, recordIdParam, textParam } from "./query";
import { editOf, recordVersion } from "./record-version";
import { HttpError, ok } from "./respond";
import { MSG_NOT_FOUND } from "./common-messages";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const text = (max: number) => trimmedText(max).default("");
const kind = z.enum(CONTENT_KINDS, { errorMap: () => ({ message: MSG_VALUE_INVALID }) });

/** A cover is a picture already served: a path of this site or an http(s) address, never a `javascript:` one. */
const imageUrl = text(500).refine((v) => v === "" || /^(?:\/(?!\/)|https?:\/\/)[^\s"'<>]*$/.test(v), MSG_VALUE_INVALID);
const contentBody = z.object({
  kind,
  id: optionalId,
  title: text(200).pipe(z.string().min(1, MSG_VALUE_INVALID)),
  handle: text(150).refine((v) => v === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), MSG_VALUE_INVALID),
  date: text(10).refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), MSG_VALUE_INVALID),
  preview: text(1000),
  image_url: imageUrl,
  /** An uploaded photo's key (POST /admin/photo) to become the cover instead of `image_url`. */
  cover: z.preprocess((v) => (v === "" || v === null ? undefined : v), photoKey.optional()),
  text: text(200_000),
  seo_title: text(200),
  seo_description: text(500),
  hidden: flag,
  version: recordVersion,
});
const itemBody = z.object({ kind, id });

function kindParam(url: URL): ContentKind | undefined {
  const value = textParam(url, "kind");
  return (CONTENT_KINDS as readonly string[]).includes(value) ? (value as ContentKind) : undefined;
}

/** Ideas, news, portfolio projects and custom pages for signed-in staff (both roles): listed, read and written. */
export const backofficeContentRoutes: Route[] = [
  {
    method: "GET",
    path: "/admin/content",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const { page, limit, offset } = paging(ctx.url, 30, 100);
      const { items, total } = await ctx.services.backoffice.content.list({
        kind: kindParam(ctx.url),
        q: textParam(ctx.url, "q", 100),
        offset,
        limit,
      });
      return ok({ items, pagination: pagination(page, limit, total) });
    },
  },
  {
    method: "GET",
    path: "/admin/content/item",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const what = kindParam(ctx.url);
      const itemId = recordIdParam(ctx.url);
      if (!what || !itemId) throw new HttpError(404, MSG_NOT_FOUND);
      return ok({ item: await ctx.services.backoffice.content.get(what, itemId) });
    },
  },
  {
    method: "POST",
    path: "/admin/content",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { kind: what, id: itemId, version, cover, ...input } = validate(contentBody, await readBody(ctx.request));
      return ok(await ctx.services.backoffice.content.save(actorOf(staff), what, editOf(itemId, version), input, cover));
    },
  },
  {
    method: "POST",
    path: "/admin/content/visibility",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { kind: what, id: itemId, hidden } = validate(itemBody.extend({ hidden: flag }), await readBody(ctx.request));
      await ctx.services.backoffice.content.setHidden(actorOf(staff), what, itemId, hidden);
      return ok({ result: "ok" });
    },
  },
  {
    method: "POST",
    path: "/admin/content/delete",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const { kind: what, id: itemId } = validate(itemBody, await readBody(ctx.request));
      await ctx.services.backoffice.content.remove(actorOf(staff), what, itemId);
      return ok({ result: "ok" });
    },
  },
];
