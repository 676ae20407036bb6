const MAP: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** "Диван «Осло» серый" → "divan-oslo-seryy": URL handles from Russian names. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .split("")
    .map((ch) => MAP[ch] ?? ch)
    .join("")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A handle for `name` not in `taken` yet («divan-oslo», then «divan-oslo-2», …), added to it; `fallback` for a name with no letters. */
export function uniqueHandle(taken: Set<string>, name: string, fallback: string): string {
  const base = slugify(name).slice(0, 100) || fallback;
  let handle = base;
  for (let n = 2; taken.has(handle); n++) handle = `${base}-${n}`;
  taken.add(handle);
  return handle;
}
