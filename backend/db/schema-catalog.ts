import type { Generated } from "kysely";

/**
 * Catalogue and content tables. Images are stored as JSON lists of the contract's Image; seeded ones are SVGs
 * drawn on request by `backend/catalog/media.ts`.
 */
export interface SettingsTable {
  key: string;
  /** JSON. */
  value: string;
}

export interface SectionsTable {
  id: number;
  handle: string;
  name: string;
  description: string;
  /** The kind of furniture drawn in seeded pictures (sofa, chair, table, …). */
  kind: string;
  sort: number;
  /** 1: hidden from the shop by the back office (Generated: 0 unless set). */
  hidden: Generated<number>;
  /** JSON Image of the section's uploaded picture; null: the seeded drawing. */
  image: string | null;
  /** Where an imported section came from ("commerceml", "yml", "csv") and its id there; null for our own. */
  external_source: string | null;
  external_id: string | null;
}

export interface GoodsTable {
  id: number;
  /** Variants of one model share it; each variant is a good of its own. */
  model_id: number;
  section_id: number;
  handle: string;
  name: string;
  variant_label: string | null;
  /** What the variants of this model differ in: "Цвет", "Размер", or a 1C good's characteristics ("Цвет, Размер"). */
  variant_title: string;
  sku: string;
  /** Kopecks (migration 029); 0: not for sale, hidden from the shop. */
  price: number;
  old_price: number | null;
  stock: number;
  color: string;
  color_title: string;
  material: string;
  material_title: string;
  width: number;
  depth: number;
  height: number;
  description: string;
  /** JSON list of Image. */
  images: string;
  popularity: number;
  /** ISO date. */
  created_at: string;
  /** In stock: ships in `delivery_min` days; made to order (1, migration 034): made in `delivery_min`–`delivery_max` days. */
  delivery_min: number;
  delivery_max: number;
  /** 1: made to order, sold whatever the stock (Generated: 0 unless set). */
  made_to_order: Generated<number>;
  /** The maker, when an import named one; null: the shop's own. */
  vendor: string | null;
  /** 1: hidden from the shop by the back office (Generated: 0 unless set). */
  hidden: Generated<number>;
  /** Where an imported good came from ("commerceml", "yml", "csv") and its id there (Ид, offer id, article). */
  external_source: string | null;
  external_id: string | null;
}

/** One row: the catalogue revision, bumped by every catalogue write (see services/catalog-revision.ts). */
export interface CatalogRevisionTable {
  id: number;
  revision: number;
}

export type ImportJobStatus = "queued" | "running" | "done" | "failed" | "rolled_back";

/** A catalogue import: what was read, how far it got and how it ended. */
export interface ImportJobsTable {
  id: Generated<number>;
  kind: string;
  /** The file name or URL read. */
  source: string;
  /** 1: the changes were counted and rolled back. */
  dry_run: number;
  status: ImportJobStatus;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Services the file listed among goods, left out. */
  services: Generated<number>;
  /** JSON list of { line, message } (Russian), the first ones only. */
  errors: string;
  /** JSON list of what the import changed or would change (ChangeEntry), the first ones only. */
  changes: Generated<string>;
  message: string | null;
  /** The process running it, so the next start can tell a crashed job from a running one. */
  host: string;
  pid: number;
  /** ISO times. */
  started_at: string;
  finished_at: string | null;
  /** When the running process last said it is still at it (ISO); null for jobs older than the heartbeat. */
  beat_at: string | null;
  /** What started it, unique: the 1C exchange session and file (any container's poll finds the same job). */
  claim: string | null;
}

interface ContentColumns {
  id: number;
  handle: string;
  title: string;
  date: string;
  preview: string;
  /** JSON Image. */
  image: string;
  text: string;
  /** 1: hidden from the shop by the back office (Generated: 0 unless set). */
  hidden: Generated<number>;
}

export interface IdeasTable extends ContentColumns {
  /** JSON list of Image. */
  gallery: string;
  /** JSON list of good ids. */
  goods: string;
}

export type NewsTable = ContentColumns;

export interface PortfolioTable extends ContentColumns {
  gallery: string;
  goods: string;
  city: string;
  area: string;
}

export interface PagesTable {
  id: number;
  url: string;
  title: string;
  text: string;
  seo_title: string;
  seo_description: string;
  /** 1: hidden from the shop by the back office (Generated: 0 unless set). */
  hidden: Generated<number>;
}

/** The search index: stemmed terms of every good, content item and page, with a weight per field. */
export interface SearchTermsTable {
  id: Generated<number>;
  term: string;
  /** The word the term was read from (folded), shown for it; null in rows indexed before it was kept. */
  word: string | null;
  doc_type: string;
  doc_id: number;
  weight: number;
}

export interface CatalogTables {
  settings: SettingsTable;
  sections: SectionsTable;
  goods: GoodsTable;
  ideas: IdeasTable;
  news: NewsTable;
  portfolio: PortfolioTable;
  pages: PagesTable;
  search_terms: SearchTermsTable;
  catalog_revision: CatalogRevisionTable;
  import_jobs: ImportJobsTable;
}
