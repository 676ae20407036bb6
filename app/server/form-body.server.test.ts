import { describe, expect, it } from "vitest";
import { MSG_FIELD_TOO_LONG, MSG_FORM_UNREADABLE } from "~/config/messages";
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
