import type { Kysely } from "kysely";

/**
 * Orders paid by invoice name the company that pays: its name, ИНН and КПП (empty for a sole trader). A payment
 * marks itself as one for companies (1) so the checkout asks for them; the demo's «По счёту для юридических
 * лиц» is one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("for_companies", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable("payments").set({ for_companies: 1 }).where("title", "=", "По счёту для юридических лиц").execute();
  for (const column of ["company_name", "company_inn", "company_kpp"]) {
    await db.schema
      .alterTable("orders")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ["company_name", "company_inn", "company_kpp"]) await db.schema.alterTable("orders").dropColumn(column).execute();
  await db.schema.alterTable("payments").dropColumn("for_companies").execute();
}
