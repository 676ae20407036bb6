import { describe, expect, it } from "vitest";
import { FORM_BODY_MAX_BYTES, UPLOAD_FORM_BODY_MAX_BYTES } from "~/config/constants";
import { MSG_FIELD_TOO_LONG, MSG_FORM_TOO_MANY_FIELDS, MSG_FORM_UNREADABLE } from "~/config/messages/forms";
import { MSG_ERROR_BY_STATUS } from "~/config/messages/layout";
import { readForm, readValidatedForm } from "./form-body.server";

const URL_ = "http://shop.test/request/project";

function postRaw(body: string, type?: string): Request {
  return new Request(URL_, { method: "POST", body, headers: type ? { "Content-Type": type } : {} });
}

/** The thrown answer of `readForm`, or a failure when it read the body. */
async function thrownBy(request: Request): Promise<Response> {
  const thrown = await readForm(request).then(
    () => null,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe("readForm: an action's body, or a 4xx with the Russian message", () => {
  it("reads an urlencoded form", async () => {
    const form = await readForm(postRaw("intent=add&id=1&redirectTo=%2Fcart", "application/x-www-form-urlencoded"));
    expect(Object.fromEntries(form)).toEqual({ intent: "add", id: "1", redirectTo: "/cart" });
  });

  it.each([
    ["JSON", "{}", "application/json"],
    ["plain text", "intent=add", "text/plain"],
    ["no type at all", "intent=add", undefined],
  ])("refuses %s with 415", async (_name, body, type) => {
    const answer = await thrownBy(postRaw(body, type));
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ message: MSG_FORM_UNREADABLE });
  });

  it.each(["__proto__", "constructor", "a.prototype", "x[__proto__][y]"])("refuses a field named %s with 400", async (name) => {
    const answer = await thrownBy(postRaw(`${encodeURIComponent(name)}=1&intent=add`, "application/x-www-form-urlencoded"));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: MSG_FORM_UNREADABLE });
  });

  it("refuses multipart without a boundary with 400", async () => {
    expect((await thrownBy(postRaw("intent=add", "multipart/form-data"))).status).toBe(400);
  });
});

/**
 * A chunked post (no Content-Length) of `head` followed by filler bytes up to `total`, generated as it is read;
 * `pulled()` tells how many bytes the reader took.
 */
function chunkedPost(type: string, head: string, total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = sent === 0 ? new TextEncoder().encode(head) : chunk;
      sent += next.byteLength;
      controller.enqueue(next);
      if (sent >= total) controller.close();
    },
  });
  const request = new Request(URL_, { method: "POST", body, headers: { "Content-Type": type }, duplex: "half" } as RequestInit);
  return { request, pulled: () => sent };
}

describe("every body is held to its limit by the bytes actually read", () => {
  it("refuses a chunked urlencoded body past the limit with 413 and reads no further", async () => {
    const post = chunkedPost("application/x-www-form-urlencoded", "intent=add&email=", 60 * 1024 * 1024);
    const answer = await thrownBy(post.request);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: MSG_ERROR_BY_STATUS[413] });
    expect(post.pulled()).toBeLessThan(FORM_BODY_MAX_BYTES + 256 * 1024);
  });

  it("refuses a chunked multipart body past the limit with 413, for the whole form, whatever its parts", async () => {
    // Bytes before the first boundary: no part, so no part's own limit ends the read.
    const head = "preamble ";
    const post = chunkedPost("multipart/form-data; boundary=b", head, 60 * 1024 * 1024);
    const response = (await readValidatedForm(post.request)) as Response;
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ fieldErrors: { _form: MSG_ERROR_BY_STATUS[413] } });
    expect(post.pulled()).toBeLessThan(UPLOAD_FORM_BODY_MAX_BYTES + 256 * 1024);
  });

  it("refuses an urlencoded form of more fields than any of ours with 413", async () => {
    const answer = await thrownBy(postRaw("a=1&".repeat(5000), "application/x-www-form-urlencoded"));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: MSG_FORM_TOO_MANY_FIELDS });
  });
});

describe("readValidatedForm: a refusal is the form's own error answer", () => {
  it("puts a too long field's message next to it and keeps what was typed", async () => {
    const body = new FormData();
    body.append("__rvfInternalFormId", "project-form");
    body.append("fio", "Анна");
    body.append("comment", "х".repeat(10_000));
    const answer = await readValidatedForm(new Request(URL_, { method: "POST", body }));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      formId: "project-form",
      fieldErrors: { comment: MSG_FIELD_TOO_LONG },
      repopulateFields: { fio: "Анна" },
    });
  });

  it("tells a JSON body, for the whole form, that it could not be read", async () => {
    const response = (await readValidatedForm(postRaw("{}", "application/json"))) as Response;
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ fieldErrors: { _form: MSG_FORM_UNREADABLE } });
  });
});
