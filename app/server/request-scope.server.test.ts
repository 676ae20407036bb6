import { describe, expect, it } from "vitest";
import { refuseMalformedPath, requestCameOverHttps, runInRequestScope } from "./request-scope.server";

const request = new Request("http://shop.test/%25E0%25A4%25A");

describe("request scope", () => {
  it("says whether the request came over HTTPS; outside a request, plain HTTP", () => {
    expect(runInRequestScope({ https: true, malformedPath: false, requestId: "test-request" }, requestCameOverHttps)).toBe(true);
    expect(runInRequestScope({ https: false, malformedPath: false, requestId: "test-request" }, requestCameOverHttps)).toBe(false);
    expect(requestCameOverHttps()).toBe(false);
  });

  it("answers a path that was not valid percent-encoding with a 400, and nothing else", () => {
    const thrown = (() => {
      try {
        runInRequestScope({ https: false, malformedPath: true, requestId: "test-request" }, () => refuseMalformedPath(request));
      } catch (answer) {
        return answer;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(() =>
      runInRequestScope({ https: false, malformedPath: false, requestId: "test-request" }, () => refuseMalformedPath(request)),
    ).not.toThrow();
  });
});
