/**
 * A CSV file that Russian Excel opens as columns with Cyrillic intact: UTF-8 with a byte-order mark (without it
 * Excel reads Windows-1251), `;` between fields (the list separator of the Russian locale), CRLF line ends, and
 * fields quoted when they hold a separator, a quote or a line break. A field starting with = + - @ gets a leading
 * apostrophe, so a shopper's text never runs as a formula in a manager's spreadsheet.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => cells.map(csvField).join(";");
  return `\uFEFF${[line(headers), ...rows.map(line)].join("\r\n")}\r\n`;
}

function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
