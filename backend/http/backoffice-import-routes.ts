import { IMPORT_UPLOAD_MAX_BYTES } from "../services/admin/imports";
import {
  MSG_IMPORT_FILE_OR_URL,
  MSG_IMPORT_FILE_REQUIRED,
  MSG_IMPORT_FILE_TOO_LARGE,
  MSG_IMPORT_URL_INVALID,
  MSG_VALUE_INVALID,
} from "./backoffice-messages";
import { readUploadForm } from "./body";
import { recordIdParam } from "./query";
import { HttpError, ok } from "./respond";
import type { Route } from "./router";
import { actorOf, requireStaff } from "./staff-auth";

const MAX_URL_LENGTH = 2000;
/** An address a feed may be read from: http(s) only, one a URL parser takes. */
const isFeedUrl = (url: string) => url.length <= MAX_URL_LENGTH && /^https?:\/\/[^\s/?#]+/i.test(url) && URL.canParse(url);
/** Room for the form's other fields and the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const tooLarge = () =>
  new HttpError(413, MSG_IMPORT_FILE_TOO_LARGE(IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024), {
    file: MSG_IMPORT_FILE_TOO_LARGE(IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024),
  });

/** Catalogue imports for signed-in staff: upload a file or give an http(s) address (a job starts), the recent jobs, one job's progress, the goods as CSV. */
export const backofficeImportRoutes: Route[] = [
  {
    method: "POST",
    path: "/admin/imports",
    handler: async (ctx) => {
      const staff = await requireStaff(ctx);
      const form = await readUploadForm(ctx.request, IMPORT_UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES, tooLarge);
      const file = form.get("file");
      const chosen = file instanceof Blob && file.size > 0;
      const url = String(form.get("url") ?? "").trim();
      const ticked = (name: string) => ["1", "on", "true"].includes(String(form.get(name) ?? ""));
      const choices = { dryRun: ticked("dry_run"), replace: ticked("replace"), publishSections: ticked("publish_sections") };
      if (url) {
        if (chosen) throw new HttpError(422, MSG_IMPORT_FILE_OR_URL, { url: MSG_IMPORT_FILE_OR_URL });
        if (!isFeedUrl(url)) throw new HttpError(422, MSG_IMPORT_URL_INVALID, { url: MSG_IMPORT_URL_INVALID });
        return ok({ id: (await ctx.services.backoffice.imports.startFromUrl(actorOf(staff), { url, ...choices })).jobId });
      }
      if (!chosen) throw new HttpError(422, MSG_IMPORT_FILE_REQUIRED, { file: MSG_IMPORT_FILE_REQUIRED });
      if (file.size > IMPORT_UPLOAD_MAX_BYTES) throw tooLarge();
      const name = (file instanceof File && file.name ? file.name : "upload").slice(0, 200);
      const started = await ctx.services.backoffice.imports.start(actorOf(staff), { name, bytes: Buffer.from(await file.arrayBuffer()), ...choices });
      if ("refused" in started) throw new HttpError(422, started.refused, { file: started.refused });
      return ok({ id: started.jobId });
    },
  },
  {
    method: "GET",
    path: "/admin/imports",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return ok({ jobs: await ctx.services.backoffice.imports.list() });
    },
  },
  {
    method: "GET",
    path: "/admin/import",
    handler: async (ctx) => {
      await requireStaff(ctx);
      const job = await ctx.services.backoffice.imports.get(recordIdParam(ctx.url) ?? 0);
      if (!job) throw new HttpError(404, MSG_VALUE_INVALID);
      return ok({ job });
    },
  },
  {
    method: "GET",
    path: "/admin/goods/export",
    handler: async (ctx) => {
      await requireStaff(ctx);
      return new Response(await ctx.services.backoffice.imports.exportGoods(), {
        headers: { "Content-Type": "text/csv; charset=utf-8", "Cache-Control": "no-store" },
      });
    },
  },
];
