import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for SMS.ru's send method, written from its public documentation (https://sms.ru/api/send):
 * a POST form of `api_id`, `to`, `msg`, `json=1` (optional `from`); the JSON answer has the request's `status`,
 * `status_code` and, per number, `sms[number]` with `status`, `status_code`, `sms_id` (or `status_text`).
 * Every accepted message is recorded; `answer` decides, per request, what SMS.ru says.
 */
export interface SmsRuRequest {
  api_id: string;
  to: string;
  msg: string;
  from: string | null;
  json: string | null;
}

/** What the stub says to one request: accept, refuse one number with a code, refuse the whole request, or HTTP 5xx. */
export type StubAnswer = { accept: true } | { numberError: number } | { requestError: number } | { http: number };

export interface SmsRuStub {
  url: string;
  /** Requests SMS.ru accepted, with the id it gave each. */
  accepted: Array<SmsRuRequest & { sms_id: string }>;
  /** Every request, accepted or not. */
  requests: SmsRuRequest[];
  answer: (request: SmsRuRequest) => StubAnswer;
  /** Delay before answering (ms). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startSmsRuStub(apiId: string): Promise<SmsRuStub> {
  let counter = 0;
  const stub: Omit<SmsRuStub, "url" | "close"> = { accepted: [], requests: [], answer: () => ({ accept: true }), delayMs: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const request: SmsRuRequest = {
        api_id: form.get("api_id") ?? "",
        to: form.get("to") ?? "",
        msg: form.get("msg") ?? "",
        from: form.get("from"),
        json: form.get("json"),
      };
      const reply = (status: number, json: unknown) => {
        setTimeout(() => {
          res.writeHead(status, { "Content-Type": "application/json" });
          res.end(JSON.stringify(json));
        }, stub.delayMs);
      };
      if (req.method !== "POST")
        return reply(200, { status: "ERROR", status_code: 210, status_text: "Используется GET, где необходимо использовать POST" });
      stub.requests.push(request);
      if (request.api_id !== apiId) return reply(200, { status: "ERROR", status_code: 200, status_text: "Неправильный api_id" });
      const decided = stub.answer(request);
      if ("http" in decided) return reply(decided.http, { error: "internal" });
      if ("requestError" in decided) return reply(200, { status: "ERROR", status_code: decided.requestError, status_text: "Ошибка" });
      if ("numberError" in decided)
        return reply(200, {
          status: "OK",
          status_code: 100,
          sms: { [request.to]: { status: "ERROR", status_code: decided.numberError, status_text: "Ошибка" } },
          balance: 100,
        });
      const sms_id = `2${String(++counter).padStart(5, "0")}-1000000${counter}`;
      stub.accepted.push({ ...request, sms_id });
      reply(200, { status: "OK", status_code: 100, sms: { [request.to]: { status: "OK", status_code: 100, sms_id } }, balance: 100 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`;
  return Object.assign(stub, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
