import type { Insertable, Kysely } from "kysely";
import type { ResolvedConfig } from "../../config";
import { slugify } from "../../catalog/translit";
import { indexDocs, type IndexedDoc } from "../../search/indexer";
import { goodSearchDoc } from "../../search/good-doc";
import type { Database } from "../schema";
import type { GoodsTable } from "../schema-catalog";
import { MATERIAL_ADJECTIVES, SECTIONS } from "./catalog-data";
import { seededCommon } from "./common-data";
import { IDEAS, NEWS, PORTFOLIO } from "./content-data";
import { generateModel } from "./goods";
import { PAGES } from "./page-data";
import { createRandom } from "./random";

const SEED = 20261122;

/** Paragraphs as the stored HTML of a content item. */
export const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("");
const contentImage = (type: string, id: number, n: number, alt: string) => ({
  src: `/media/content/${type}-${id}-${n}.svg`,
  width: 1200,
  height: 800,
  alt,
});

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Seeds the catalogue, content, custom pages, common data and the search index into an empty database.
 * Idempotent: a database that has sections already is left alone. Deterministic: the same shop every time.
 */
export async function seedCatalogIfEmpty(db: Kysely<Database>, config: Pick<ResolvedConfig, "seedGoods">): Promise<void> {
  const existing = await db.selectFrom("sections").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const random = createRandom(SEED);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("settings")
      .values({ key: "common", value: JSON.stringify(seededCommon()) })
      .execute();
    await trx
      .insertInto("sections")
      .values(SECTIONS.map((s, i) => ({ id: i + 1, handle: s.handle, name: s.name, description: s.description, kind: s.kind, sort: i })))
      .execute();

    let lastId = 0;
    const goods: Insertable<GoodsTable>[] = [];
    for (let m = 0; m < config.seedGoods; m++) goods.push(...generateModel(random, m, () => ++lastId));
    await insertChunks(goods, 200, (chunk) => trx.insertInto("goods").values(chunk).execute());

    const firstOfSection = (handle: string, count: number) => {
      const sectionId = SECTIONS.findIndex((s) => s.handle === handle) + 1;
      const seen = new Set<number>();
      return goods
        .filter((g) => g.section_id === sectionId && !seen.has(g.model_id) && seen.add(g.model_id))
        .slice(0, count)
        .map((g) => g.id);
    };
    const linkedGoods = (sections: string[]) => sections.flatMap((s) => firstOfSection(s, 2));
    const date = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20) - daysAgo * 86400000).toISOString().slice(0, 10);

    await trx
      .insertInto("ideas")
      .values(
        IDEAS.map((idea, i) => ({
          id: i + 1,
          handle: slugify(idea.title),
          title: idea.title,
          date: date(i * 9 + 3),
          preview: idea.preview,
          image: JSON.stringify(contentImage("idea", i + 1, 1, idea.title)),
          text: html(idea.paragraphs),
          gallery: JSON.stringify([2, 3].map((n) => contentImage("idea", i + 1, n, `${idea.title}, фото ${n}`))),
          goods: JSON.stringify(linkedGoods(idea.sections)),
        })),
      )
      .execute();
    await trx
      .insertInto("news")
      .values(
        NEWS.map((item, i) => ({
          id: i + 1,
          handle: slugify(item.title),
          title: item.title,
          date: date(i * 11 + 1),
          preview: item.preview,
          image: JSON.stringify(contentImage("news", i + 1, 1, item.title)),
          text: html(item.paragraphs),
        })),
      )
      .execute();
    await trx
      .insertInto("portfolio")
      .values(
        PORTFOLIO.map((project, i) => ({
          id: i + 1,
          handle: slugify(project.title),
          title: project.title,
          date: date(i * 30 + 10),
          preview: project.preview,
          image: JSON.stringify(contentImage("portfolio", i + 1, 1, project.title)),
          text: html(project.paragraphs),
          gallery: JSON.stringify([2, 3, 4, 5].map((n) => contentImage("portfolio", i + 1, n, `${project.title}, фото ${n}`))),
          goods: JSON.stringify(linkedGoods(project.sections)),
          city: project.city,
          area: project.area,
        })),
      )
      .execute();
    await trx
      .insertInto("pages")
      .values(PAGES.map((p, i) => ({ id: i + 1, url: p.url, title: p.title, text: p.text, seo_title: p.title, seo_description: p.description })))
      .execute();

    const sectionName = (id: number) => SECTIONS[id - 1].name;
    const docs: IndexedDoc[] = [
      ...goods.map((g) => goodSearchDoc({ ...g, id: g.id!, vendor: null }, sectionName(g.section_id), MATERIAL_ADJECTIVES[g.material])),
      ...IDEAS.map((c, i) => ({
        type: "idea" as const,
        id: i + 1,
        fields: [
          { text: c.title, weight: 10 },
          { text: c.preview, weight: 3 },
          { text: c.paragraphs.join(" "), weight: 1 },
        ],
      })),
      ...NEWS.map((c, i) => ({
        type: "news" as const,
        id: i + 1,
        fields: [
          { text: c.title, weight: 10 },
          { text: c.preview, weight: 3 },
          { text: c.paragraphs.join(" "), weight: 1 },
        ],
      })),
      ...PORTFOLIO.map((c, i) => ({
        type: "portfolio" as const,
        id: i + 1,
        fields: [
          { text: c.title, weight: 10 },
          { text: c.preview, weight: 3 },
          { text: c.paragraphs.join(" "), weight: 1 },
        ],
      })),
      ...PAGES.map((p, i) => ({
        type: "page" as const,
        id: i + 1,
        fields: [
          { text: p.title, weight: 10 },
          { text: p.text, weight: 1 },
        ],
      })),
    ];
    await indexDocs(trx, docs);
  });
}
