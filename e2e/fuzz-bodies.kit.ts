/**
 * Hostile POST bodies for the fuzz spec: reproducible (seeded), mixing what our forms send with what they never
 * do: JSON, plain text, raw bytes, multipart without a boundary or cut short, prototype field names, files where
 * none are taken, control characters, non-ASCII and over-long values in every field, redirect targets that leave
 * the site.
 */

export type FuzzBody = {
  headers: Record<string, string>;
  data: Buffer;
  kind: string;
};

/** mulberry32: a small seeded generator, so a failing body can be made again from its seed and index. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELD_NAMES = [
  "intent",
  "id",
  "amount",
  "count",
  "redirectTo",
  "source",
  "fio",
  "phone",
  "email",
  "comment",
  "consent",
  "consent_version",
  "company",
  "city",
  "site",
  "code",
  "password",
  "kind",
  "form_id",
  "good_id",
  "idea_id",
  "upload_images",
  "files",
  "fax",
  "g-recaptcha-code",
  "js",
  "__rvfInternalFormId",
  "delivery",
  "payment",
  "address",
  "name",
  "birthday",
  "order",
  "changes",
  "lines[0][id]",
  "lines[0][count]",
  "idempotency_key",
];
const HOSTILE_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "a.__proto__",
  "a[__proto__]",
  "__proto__[x]",
  "constructor.prototype",
  "x[constructor][y]",
  "",
  " ",
  "[",
  "]",
  "a..b",
  "a[]",
  "[]",
  "x".repeat(300),
  "имя",
  "na\u0000me",
  "a\r\nb",
];
const INTENTS = [
  "add",
  "remove",
  "change",
  "clear",
  "toggle",
  "accept-cookies",
  "hide-banner",
  "send-code",
  "resend",
  "confirm",
  "back",
  "cancel",
  "password",
  "profile",
  "pay",
  "email",
  "phone",
  "",
  "ADD",
  "add\u0000",
  "unknown",
];
const REDIRECTS = [
  "/\t/evil.example",
  "/\r/evil.example",
  "/\n/evil.example",
  "/\u0000/evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "%2F%2Fevil.example",
  "https:evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/\u2215evil.example",
  "/\uff0f/evil.example",
  "/диваны?q=стол",
  "/a\r\nSet-Cookie: x=1",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  `/${"a".repeat(5000)}`,
  "/cart",
  "/catalog",
  "",
];
const VALUES = [
  "",
  "1",
  "0",
  "-1",
  "2",
  "99999999999999999999",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "79161234567",
  "+7 916 123-45-67",
  "8 (916) 123 45 67",
  "anna@example.ru",
  "anna@",
  "Анна Иванова",
  "AB3D",
  "\u0000",
  "\r\n",
  "a\u0000b",
  "\u202e\u0000\u0007",
  "\ud800",
  "😀".repeat(50),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00%0d%0a",
  "1,2,3",
  '[{"id":1,"count":2}]',
];
/** Over the text limits (16 KB a field, 64 KB a small body): rarer, as they cost the most to send. */
const HUGE_VALUES = ["х".repeat(10_000), "a".repeat(70_000)];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const FILE_NAMES = ["a.png", "a.exe", "a.png.exe", "", "..\\..\\a.png", "имя.png", "a\u0000.png", "a\r\n.png", "x".repeat(500) + ".png"];

/** Every byte of the UTF-8 text as %XX (a lone surrogate becomes U+FFFD rather than throwing). */
function percentEncoded(text: string): string {
  return Array.from(Buffer.from(text, "utf8"), (byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

export function createFuzzer(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const chance = (p: number) => random() < p;

  const name = () => (chance(0.15) ? pick(HOSTILE_NAMES) : pick(FIELD_NAMES));
  const value = (field: string) => {
    if (field === "intent" && chance(0.7)) return pick(INTENTS);
    if ((field === "redirectTo" || field === "source") && chance(0.8)) return pick(REDIRECTS);
    return chance(0.02) ? pick(HUGE_VALUES) : pick(VALUES);
  };
  const fields = (): [string, string][] => {
    const out: [string, string][] = [];
    const n = Math.floor(random() * 8);
    if (chance(0.8)) out.push(["intent", pick(INTENTS)]);
    for (let i = 0; i < n; i++) {
      const key = name();
      out.push([key, value(key)]);
    }
    if (chance(0.6)) out.push([chance(0.5) ? "redirectTo" : "source", pick(REDIRECTS)]);
    if (chance(0.05)) for (let i = 0; i < 70; i++) out.push([`f${i}`, "x"]);
    return out;
  };
  const randomBytes = (size: number) => Buffer.from(Array.from({ length: size }, () => Math.floor(random() * 256)));

  const urlencoded = (): FuzzBody => {
    const raw = chance(0.15)
      ? pick(["%", "%%%", "a=%ZZ", "=", "&&&", "a", "a=1&a=2&a=3", "\u0000=\u0000", "%E0%A4%A=1"])
      : fields()
          .map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`)
          .join("&");
    const data = chance(0.05) ? randomBytes(64) : Buffer.from(raw);
    return {
      kind: "urlencoded",
      headers: {
        "Content-Type": pick([
          "application/x-www-form-urlencoded",
          "application/x-www-form-urlencoded; charset=utf-16",
          "APPLICATION/X-WWW-FORM-URLENCODED",
        ]),
      },
      data,
    };
  };

  const multipartParts = (boundary: string): Buffer => {
    const chunks: Buffer[] = [];
    for (const [k, v] of fields()) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    }
    const files = chance(0.4) ? 1 + Math.floor(random() * 12) : 0;
    for (let i = 0; i < files; i++) {
      const field = pick(["upload_images", "files", "comment", "intent", "fio", "__proto__"]);
      const body = chance(0.5) ? PNG : randomBytes(1 + Math.floor(random() * 64));
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${pick(FILE_NAMES)}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        body,
        Buffer.from("\r\n"),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return Buffer.concat(chunks);
  };

  const multipart = (): FuzzBody => {
    const boundary = `----fuzz${Math.floor(random() * 1e9)}`;
    const whole = multipartParts(boundary);
    const damage = pick(["none", "none", "no-boundary", "other-boundary", "truncated", "no-final", "garbage-headers", "empty"]);
    const type = `multipart/form-data; boundary=${boundary}`;
    switch (damage) {
      case "no-boundary":
        return {
          kind: "multipart without boundary",
          headers: { "Content-Type": "multipart/form-data" },
          data: whole,
        };
      case "other-boundary":
        return {
          kind: "multipart, wrong boundary",
          headers: { "Content-Type": "multipart/form-data; boundary=other" },
          data: whole,
        };
      case "truncated":
        return {
          kind: "multipart cut short",
          headers: { "Content-Type": type },
          data: whole.subarray(0, Math.floor(random() * whole.length)),
        };
      case "no-final":
        return {
          kind: "multipart without its end",
          headers: { "Content-Type": type },
          data: whole.subarray(0, whole.length - boundary.length - 6),
        };
      case "garbage-headers":
        return {
          kind: "multipart, broken part headers",
          headers: { "Content-Type": type },
          data: Buffer.from(
            `--${boundary}\r\nContent-Disposition: ${pick([
              "attachment",
              "form-data",
              "form-data; name=",
              "x".repeat(9000),
            ])}\r\n\r\nv\r\n--${boundary}--\r\n`,
          ),
        };
      case "empty":
        return {
          kind: "multipart, empty",
          headers: { "Content-Type": type },
          data: Buffer.alloc(0),
        };
      default:
        return {
          kind: "multipart",
          headers: { "Content-Type": type },
          data: whole,
        };
    }
  };

  const json = (): FuzzBody => {
    const text = chance(0.2)
      ? pick(["{", "[]", "null", "1", '"x"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}'])
      : JSON.stringify(Object.fromEntries(fields()));
    return {
      kind: "json",
      headers: {
        "Content-Type": pick(["application/json", "application/json; charset=utf-8", "text/json"]),
      },
      data: Buffer.from(text),
    };
  };

  const other = (): FuzzBody => {
    const type = pick([
      "text/plain",
      "text/plain; charset=utf-8",
      "application/xml",
      "application/octet-stream",
      "multipart/mixed; boundary=x",
      "image/png",
      "",
      'x/y; boundary=""',
    ]);
    const data = chance(0.5)
      ? Buffer.from(
          fields()
            .map(([k, v]) => `${k}=${v}`)
            .join("\n"),
        )
      : randomBytes(Math.floor(random() * 512));
    return {
      kind: `other (${type || "no type"})`,
      headers: type ? { "Content-Type": type } : {},
      data,
    };
  };

  return function next(): FuzzBody {
    const r = random();
    if (r < 0.4) return urlencoded();
    if (r < 0.7) return multipart();
    if (r < 0.82) return json();
    return other();
  };
}
