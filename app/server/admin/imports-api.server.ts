import { z } from "zod";
import { displayFileName } from "~/lib/files";
import { callApi, getPageData, outcome } from "../api/client.server";
import { savedId, type Call } from "./client.server";

/*
 * Exports (stable): catalogue imports (`/admin/imports`, `/admin/import`) and the goods spreadsheet (`/admin/goods/export`).
 *   listImports, getImport, startImport, fetchGoodsCsv; the type ImportJob
 */

const importJob = z.object({
  id: z.number(),
  kind: z.string(),
  // A file's name (or a feed's address): shown without characters that would reorder it.
  source: z.string().transform(displayFileName),
  dry_run: z.boolean(),
  status: z.string(),
  processed: z.number(),
  total: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  // Jobs read from a backend before services were counted have none.
  services: z.number().default(0),
  errors: z.array(z.object({ line: z.number().nullable(), message: z.string() })),
  changes: z.array(
    z.object({
      action: z.enum(["created", "updated", "section"]),
      externalId: z.string(),
      name: z.string(),
      photosAdded: z.number().optional(),
      photosRemoved: z.number().optional(),
      hidden: z.boolean().optional(),
    }),
  ),
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
export const listImports = (call: Call) => getPageData("/admin/imports", z.object({ jobs: z.array(importJob) }), call);
export const getImport = (call: Call, id: string) => getPageData("/admin/import", z.object({ job: importJob }), { ...call, query: { id } });

/** Starts an import of an uploaded file or of the file at an address. */
export async function startImport(
  call: Call,
  upload: ({ file: Blob; name: string } | { url: string }) & { dryRun: boolean; replace: boolean; publishSections: boolean },
) {
  const body = new FormData();
  if ("url" in upload) body.set("url", upload.url);
  else body.set("file", upload.file, upload.name);
  if (upload.dryRun) body.set("dry_run", "1");
  if (upload.replace) body.set("replace", "1");
  if (upload.publishSections) body.set("publish_sections", "1");
  const started = await outcome(await callApi("/admin/imports", { ...call, method: "POST", body, timeoutMs: 60_000 }), savedId);
  return started.ok ? { ok: true as const, id: started.data.id } : started;
}
/** The backend's goods spreadsheet (UTF-8 with a BOM, `;`), as it came. */
export const fetchGoodsCsv = (call: Call) => callApi("/admin/goods/export", { ...call, timeoutMs: 60_000 });
