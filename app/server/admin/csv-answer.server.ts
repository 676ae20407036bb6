import { toCsv } from "~/lib/csv";

/** A CSV download named `<name>-YYYY-MM-DD.csv`, private to the staff member who asked. */
export function csvAnswer(name: string, headers: readonly string[], rows: (string | number)[][]): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(headers, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
