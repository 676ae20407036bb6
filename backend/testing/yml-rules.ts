import { streamXml, type XmlNode } from "../exchange/xml-stream";

/**
 * A validity check of a YML feed by the rules of «YML для магазинов» (Yandex Market): the feed's structure,
 * required elements and their formats. Returns the broken rules (empty: valid).
 */
const CURRENCIES = new Set(["RUR", "RUB", "UAH", "BYN", "KZT", "USD", "EUR"]);
const RATES = new Set(["CBRF", "NBU", "NBK", "CB"]);
const DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?)?$/;
const ABSOLUTE = /^https?:\/\/[^\s]+$/;
const OFFER_ID = /^[A-Za-z0-9]{1,20}$/;
const PRICE = /^\d+(\.\d{1,2})?$/;

export async function ymlRuleViolations(xml: string): Promise<string[]> {
  const broken: string[] = [];
  if (!/^<\?xml version="1\.0" encoding="(UTF-8|windows-1251)"\?>/.test(xml)) broken.push("the XML declaration must name UTF-8 or windows-1251");
  let root: XmlNode | null = null;
  try {
    await streamXml([xml], { isRecord: (path) => path.length === 1, record: (node) => void (root = node) });
  } catch (error) {
    return [`not well-formed XML: ${(error as Error).message}`];
  }
  const catalog = root as XmlNode | null;
  if (!catalog || catalog.name !== "yml_catalog") return ["the root must be yml_catalog"];
  if (!DATE.test(catalog.attrs.date ?? "")) broken.push("yml_catalog@date must be a date and time");
  const shops = catalog.children.filter((c) => c.name === "shop");
  if (shops.length !== 1) return [...broken, "yml_catalog must have exactly one shop"];
  const shop = shops[0];
  const one = (parent: XmlNode, name: string) => {
    const found = parent.children.filter((c) => c.name === name);
    if (found.length !== 1) broken.push(`${parent.name} must have exactly one ${name}`);
    return found[0];
  };
  const name = one(shop, "name");
  if (name && (!name.text.trim() || name.text.trim().length > 20)) broken.push("shop/name must be 1–20 characters");
  const company = one(shop, "company");
  if (company && !company.text.trim()) broken.push("shop/company must not be empty");
  const url = one(shop, "url");
  if (url && (!ABSOLUTE.test(url.text.trim()) || url.text.trim().length > 2048)) broken.push("shop/url must be an absolute URL");

  const currencies = new Set<string>();
  let base = 0;
  for (const currency of one(shop, "currencies")?.children ?? []) {
    const id = currency.attrs.id ?? "";
    if (currency.name !== "currency" || !CURRENCIES.has(id)) broken.push(`unknown currency ${id}`);
    const rate = currency.attrs.rate ?? "";
    if (rate === "1") base++;
    else if (!RATES.has(rate) && !/^\d+(\.\d+)?$/.test(rate)) broken.push(`currency ${id}: bad rate ${rate}`);
    currencies.add(id);
  }
  if (base !== 1) broken.push("exactly one currency must have rate 1");

  const categories = new Set<string>();
  const parents: string[] = [];
  for (const category of one(shop, "categories")?.children ?? []) {
    const id = category.attrs.id ?? "";
    if (category.name !== "category" || !/^[1-9]\d{0,17}$/.test(id)) broken.push(`category id ${id} must be a positive integer`);
    if (categories.has(id)) broken.push(`category id ${id} repeats`);
    if (!category.text.trim()) broken.push(`category ${id} has no name`);
    if (category.attrs.parentId !== undefined) parents.push(category.attrs.parentId);
    categories.add(id);
  }
  for (const parent of parents) if (!categories.has(parent)) broken.push(`parentId ${parent} names no category`);

  const offerIds = new Set<string>();
  for (const offer of one(shop, "offers")?.children ?? []) {
    const id = offer.attrs.id ?? "";
    const where = `offer ${id}`;
    if (offer.name !== "offer") broken.push(`offers may hold only offer, not ${offer.name}`);
    if (!OFFER_ID.test(id)) broken.push(`${where}: id must be 1–20 Latin letters or digits`);
    if (offerIds.has(id)) broken.push(`${where}: id repeats`);
    offerIds.add(id);
    if (offer.attrs.available !== undefined && !["true", "false"].includes(offer.attrs.available))
      broken.push(`${where}: available must be true or false`);
    const text = (n: string) => offer.children.find((c) => c.name === n)?.text.trim();
    const count = (n: string) => offer.children.filter((c) => c.name === n).length;
    const vendorModel = offer.attrs.type === "vendor.model";
    if (vendorModel ? !text("model") || !text("vendor") : !text("name")) broken.push(`${where}: name is required`);
    if (count("price") !== 1 || !PRICE.test(text("price") ?? "") || Number(text("price")) <= 0)
      broken.push(`${where}: one positive price is required`);
    if (count("oldprice") && !(Number(text("oldprice")) > Number(text("price")))) broken.push(`${where}: oldprice must be higher than price`);
    if (count("currencyId") !== 1 || !currencies.has(text("currencyId") ?? "")) broken.push(`${where}: currencyId must name a declared currency`);
    if (count("categoryId") !== 1 || !categories.has(text("categoryId") ?? "")) broken.push(`${where}: categoryId must name a declared category`);
    if (count("url") > 1 || (count("url") && (!ABSOLUTE.test(text("url")!) || text("url")!.length > 2048)))
      broken.push(`${where}: url must be one absolute URL`);
    const pictures = offer.children.filter((c) => c.name === "picture").map((p) => p.text.trim());
    if (pictures.length > 10) broken.push(`${where}: at most 10 pictures`);
    for (const picture of pictures) {
      if (!ABSOLUTE.test(picture) || picture.length > 512) broken.push(`${where}: picture must be an absolute URL`);
      if (/\.svg$/i.test(picture)) broken.push(`${where}: picture must be a raster image, not SVG`);
    }
    if (count("vendor") > 1 || (count("vendor") && !text("vendor"))) broken.push(`${where}: vendor must not be empty`);
    if ((text("description") ?? "").length > 3000) broken.push(`${where}: description is at most 3000 characters`);
    for (const param of offer.children.filter((c) => c.name === "param")) {
      if (!param.attrs.name?.trim()) broken.push(`${where}: param needs a name`);
      if (!param.text.trim()) broken.push(`${where}: param ${param.attrs.name} is empty`);
    }
    if (count("count") && !/^\d+$/.test(text("count") ?? "")) broken.push(`${where}: count must be a whole number`);
  }
  return broken;
}
