import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import { parseImages } from "../catalog/cards";
import type { Database } from "../db/schema";
import { formatRoubles } from "../shop/money";
import { CSV_COLUMNS, CSV_DELIMITER, spreadsheetCell, type CsvField } from "../exchange/csv-columns";

/**
 * Every good as a spreadsheet Excel opens as is: UTF-8 with a BOM, `;` between cells, CRLF line ends, the
 * Russian headers the import reads back (so an edited file imports without changes to its layout), amounts as
 * Russian Excel writes them («28,50»). A text that
 * would run as a formula is written as text (spreadsheetCell).
 */
export async function exportGoodsCsv(db: Kysely<Database>): Promise<string> {
  const goods = await db
    .selectFrom("goods")
    .innerJoin("sections", "sections.id", "goods.section_id")
    .selectAll("goods")
    .select("sections.name as section_name")
    .orderBy("goods.id")
    .execute();
  const fields = Object.keys(CSV_COLUMNS) as CsvField[];
  const rows = goods.map((g) => {
    const values: Record<CsvField, string | number> = {
      sku: g.sku,
      name: g.name,
      section: g.section_name,
      price: formatRoubles(g.price, ","),
      oldPrice: g.old_price === null ? "" : formatRoubles(g.old_price, ","),
      stock: g.stock,
      madeToOrder: g.made_to_order ? "да" : "нет",
      leadDays: g.delivery_min === g.delivery_max ? g.delivery_min : `${g.delivery_min}–${g.delivery_max}`,
      vendor: g.vendor ?? "",
      width: g.width,
      depth: g.depth,
      height: g.height,
      material: g.material_title,
      color: g.color_title,
      description: g.description,
      pictures: parseImages(g.images)
        .map((i) => i.src)
        .join(" "),
    };
    return fields.map((f) => values[f]);
  });
  return stringify([fields.map((f) => CSV_COLUMNS[f]), ...rows], {
    delimiter: CSV_DELIMITER,
    record_delimiter: "windows",
    bom: true,
    cast: { string: spreadsheetCell },
  });
}
