import yazl from "yazl";
import type { Backend } from "../index";
import { ONEC_COOKIE } from "../http/onec-routes";

/** What 1C sends with a call: its session cookie, its sign-in (login:password), a file's bytes, its address. */
export interface OneCCall {
  cookie?: string;
  auth?: string;
  body?: Uint8Array;
  /** 10.0.0.1 unless given. */
  ip?: string;
}

/** 1C's request of the exchange at /api/1c/exchange?{query}: a POST when it carries a file, else a GET. */
export function oneCRequest(query: string, init: OneCCall = {}): Request {
  const headers = new Headers({ "X-Forwarded-For": init.ip ?? "10.0.0.1" });
  if (init.cookie) headers.set("cookie", `${ONEC_COOKIE}=${init.cookie}`);
  if (init.auth) headers.set("authorization", `Basic ${Buffer.from(init.auth).toString("base64")}`);
  return new Request(`http://shop.test/api/1c/exchange?${query}`, {
    method: init.body ? "POST" : "GET",
    headers,
    body: init.body && new Uint8Array(init.body),
  });
}

/** The lines of the exchange's answer, as 1C reads them. */
export async function linesOf(response: Response): Promise<string[]> {
  return (await response.text()).split("\n").filter(Boolean);
}

/**
 * 1C's side of «Обмен с сайтом», type=catalog, for contract tests and the benchmark: sign-in, init, a file sent
 * in parts, and import polled until it ends, all through the backend's HTTP entry as 1C calls it.
 */
export function oneCClient(backend: Pick<Backend, "fetch">, auth: string) {
  /** One call; the answer's lines. */
  const call = async (query: string, init: OneCCall = {}): Promise<string[]> => linesOf(await backend.fetch(oneCRequest(query, init)));

  const expectLines = (what: string, got: string[], wanted: string[]) => {
    if (got.join("\n") !== wanted.join("\n")) throw new Error(`1C ${what}: ${JSON.stringify(got)}, expected ${JSON.stringify(wanted)}`);
  };

  return {
    call,

    /** checkauth and init: the session cookie. */
    async session(): Promise<string> {
      const [status, name, value] = await call("type=catalog&mode=checkauth", { auth });
      expectLines("checkauth", [status, name], ["success", ONEC_COOKIE]);
      expectLines("init", await call("type=catalog&mode=init", { cookie: value }), ["zip=yes", "file_limit=8388608"]);
      return value;
    },

    /** Sends a file in `parts` POSTs, as 1C does with a file bigger than file_limit. */
    async send(cookie: string, name: string, content: Iterable<string> | Buffer, parts: number): Promise<void> {
      const bytes = Buffer.isBuffer(content) ? content : Buffer.from([...content].join(""));
      const size = Math.ceil(bytes.length / parts);
      for (let i = 0; i < parts; i++) {
        const body = bytes.subarray(i * size, (i + 1) * size);
        expectLines(`file ${name}`, await call(`type=catalog&mode=file&filename=${name}`, { cookie, body }), ["success"]);
      }
    },

    /** mode=import of a received file, asked again while it answers `progress`: its last answer. */
    async importFile(cookie: string, name: string): Promise<string[]> {
      let lines = await call(`type=catalog&mode=import&filename=${name}`, { cookie });
      while (lines[0] === "progress") lines = await call(`type=catalog&mode=import&filename=${name}`, { cookie });
      return lines;
    },
  };
}

/** A zip archive of these files, as 1C makes one with zip=yes. */
export async function zipOf(files: Record<string, Iterable<string> | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from([...content].join("")), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
