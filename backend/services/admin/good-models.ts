import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { DomainError } from "../errors";
import { nextModelId } from "../good-models";

/**
 * The model of a good as the back office shows and edits it: the model's name and its variants, each with its
 * label and where it is edited and shown. A good's form names the model it belongs to by the model's own number
 * (`model_id`), or asks for a model of its own; it never takes another good's number for a model.
 */

export interface StaffModelVariant {
  id: number;
  name: string;
  /** What tells it from the model's other variants («Графит», «160×200»); null: none given. */
  label: string | null;
  handle: string;
  section_handle: string;
  hidden: boolean;
}

export interface StaffModel {
  id: number;
  /** The name of its first good. */
  name: string;
  /** What its variants differ in («Цвет», «Размер»). */
  variant_title: string;
  variants: StaffModelVariant[];
}

/** Where a saved good goes: the model it is in (absent on a new good: a new model), a model of its own, or a named model. */
export type ModelChoice = number | "own" | undefined;

/** The models with `ids`, their variants in id order. */
async function modelsWithIds(conn: Kysely<Database>, ids: number[]): Promise<StaffModel[]> {
  if (ids.length === 0) return [];
  const rows = await conn
    .selectFrom("goods")
    .innerJoin("sections", "sections.id", "goods.section_id")
    .select(["goods.id", "goods.model_id", "goods.name", "goods.variant_label", "goods.variant_title", "goods.handle", "goods.hidden"])
    .select("sections.handle as section_handle")
    .where("goods.model_id", "in", ids)
    .orderBy("goods.id")
    .execute();
  const models = new Map<number, StaffModel>();
  for (const row of rows) {
    const model = models.get(row.model_id) ?? { id: row.model_id, name: row.name, variant_title: row.variant_title, variants: [] };
    models.set(row.model_id, model);
    const { id, name, variant_label, handle, section_handle } = row;
    model.variants.push({ id, name, label: variant_label, handle, section_handle, hidden: Number(row.hidden) === 1 });
  }
  return [...models.values()];
}

/** One model with its variants. */
export async function staffModel(conn: Kysely<Database>, modelId: number): Promise<StaffModel> {
  const [model] = await modelsWithIds(conn, [modelId]);
  if (!model) throw new DomainError("not_found");
  return model;
}

/** The models with a good in a section, by name: the models a good of that section may be moved into. */
export async function sectionModels(conn: Kysely<Database>, sectionId: number): Promise<StaffModel[]> {
  const ids = await conn.selectFrom("goods").select("model_id").distinct().where("section_id", "=", sectionId).execute();
  const models = await modelsWithIds(
    conn,
    ids.map((row) => row.model_id),
  );
  return models.sort((a, b) => a.name.localeCompare(b.name, "ru") || a.id - b.id);
}

/**
 * The model a saved good is in: `stored` is the good as it was (null: a new one). A model of its own keeps the
 * good's number when it is alone in it already; a named model must exist, and the good takes what its variants
 * differ in.
 */
export async function modelOfSaved(
  trx: Kysely<Database>,
  stored: { id: number; model_id: number; variant_title: string } | null,
  choice: ModelChoice,
): Promise<{ model_id: number; variant_title?: string }> {
  if (choice === undefined && stored) return { model_id: stored.model_id };
  if (typeof choice === "number") {
    if (choice === stored?.model_id) return { model_id: choice };
    const [model] = await modelsWithIds(trx, [choice]);
    if (!model) throw new DomainError("not_found", { fields: ["model_id"] });
    return { model_id: choice, variant_title: model.variant_title };
  }
  if (stored) {
    const others = await trx.selectFrom("goods").select("id").where("model_id", "=", stored.model_id).where("id", "!=", stored.id).limit(1).execute();
    if (others.length === 0) return { model_id: stored.model_id };
  }
  return { model_id: await nextModelId(trx) };
}
