import http from "node:http";
import type { AddressInfo } from "node:net";

/** What a DaData client sent: the method, its key and content type, and the JSON body. */
export type DadataRequest = { method: string; authorization: string | undefined; contentType: string | undefined; body: unknown };

/** What the stub answers next: DaData's JSON, or a bare status. */
export type DadataAnswer = { status: number; json?: unknown };

export interface DadataStub {
  /** The suggest endpoint of `kind` ("address", "party") on this stub, as DaData's API 4_1 names it. */
  endpoint(kind: string): string;
  /** Every request so far, oldest first. */
  seen: DadataRequest[];
  /** Sets what every following request is answered. */
  answer(next: DadataAnswer): void;
  close(): Promise<void>;
}

/** A local server speaking DaData's suggestions API (`POST /suggestions/api/4_1/rs/suggest/<kind>`). */
export async function startDadataStub(): Promise<DadataStub> {
  const seen: DadataRequest[] = [];
  let next: DadataAnswer = { status: 200, json: { suggestions: [] } };
  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => {
      seen.push({
        method: request.method ?? "",
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        body: JSON.parse(text || "null"),
      });
      response.writeHead(next.status, { "Content-Type": "application/json" });
      response.end(next.json === undefined ? "" : JSON.stringify(next.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (kind) => `http://127.0.0.1:${port}/suggestions/api/4_1/rs/suggest/${kind}`,
    seen,
    answer: (answer) => void (next = answer),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
