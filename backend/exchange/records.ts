/**
 * What every reader (CommerceML, YML, CSV) hands the catalogue writer: plain records, one per section or good,
 * with the fields the file had. A field left undefined keeps its stored value on update.
 */
export type ExchangeFormat = "commerceml" | "yml" | "csv";

export interface SectionRecord {
  externalId: string;
  name: string;
  /** The name of the group it is nested in, when it is: it tells two groups of the same name apart. */
  parentName?: string;
}

export interface GoodRecord {
  externalId: string;
  /** The line of the file the record starts at, for error messages. */
  line?: number;
  /** The section by its id in the same file, or by name (CSV). */
  sectionExternalId?: string;
  sectionName?: string;
  name?: string;
  sku?: string;
  description?: string;
  /** Kopecks (backend/shop/money.ts reads the roubles a file writes). */
  price?: number;
  oldPrice?: number | null;
  stock?: number;
  /** Made to order (sold whatever the stock) or kept in stock. */
  madeToOrder?: boolean;
  /** In stock: shipping days (min = max); made to order: making days. */
  leadDays?: { min: number; max: number };
  vendor?: string | null;
  /** Centimetres. */
  width?: number;
  depth?: number;
  height?: number;
  /** Titles as people write them («Велюр», «Серый»). */
  material?: string;
  color?: string;
  /** Picture URLs or paths as the file gave them. */
  pictures?: string[];
  /**
   * A characteristic of a good (1C's «товар#характеристика»): the good it is a variant of, by its id in the file.
   * A new variant takes its name, section, card and pictures from that good.
   */
  variantOf?: string;
  /** What tells the variant from its siblings («Серый, 160×200») and what they differ in («Цвет, Размер»). */
  variantLabel?: string;
  variantTitle?: string;
}

/** Where readers put what they read; the writer applies it inside the import's transaction. */
export interface CatalogSink {
  section(record: SectionRecord): Promise<void>;
  /** A good's card: created when unknown, updated when known. */
  good(record: GoodRecord): Promise<void>;
  /** Price and stock only: a good not known yet is skipped (reported), never created. */
  offer(record: GoodRecord): Promise<void>;
  /** A service (delivery, assembly, a gift certificate) the file lists among goods: counted, never a good. */
  service(record: { externalId: string; line?: number }): Promise<void>;
  /** A problem with one record of the file; the rest goes on. */
  rowError(line: number | null, message: string): void;
}

/** A file that cannot be read as its format (malformed XML, a CSV without the needed columns): nothing is imported. */
export class ImportRefused extends Error {}
