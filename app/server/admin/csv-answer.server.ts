import { toCsv } from "~/lib/csv";

/** Rows as a CSV download (see csvDownload). */
export function csvAnswer(name: string, headers: readonly string[], rows: (string | number)[][]): Response {
  return csvDownload(name, toCsv(headers, rows));
}

/** A CSV body as a download named `<name>-YYYY-MM-DD.csv`, private to the staff member who asked. */
export function csvDownload(name: string, body: BodyInit | null): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
