import { describe, expect, it } from "vitest";
import { closeModalHref, modalHref, openModalName } from "./modal-url";

describe("modal URL state", () => {
  it("opens a modal on the current page and keeps the other parameters", () => {
    expect(modalHref({ pathname: "/catalog/divany", search: "?sort=new" }, "project")).toBe("/catalog/divany?sort=new&modal=project");
    expect(modalHref({ pathname: "/", search: "?modal=login" }, "custom-size", { good: 12 })).toBe("/?modal=custom-size&good=12");
  });

  it("closes by dropping the modal and its own parameters only", () => {
    expect(closeModalHref({ pathname: "/ideas", search: "?page=2&modal=idea&idea=3" })).toBe("/ideas?page=2");
    expect(closeModalHref({ pathname: "/", search: "?modal=login" })).toBe("/");
  });

  it("knows only the modals the layout can render", () => {
    expect(openModalName("?modal=presentation")).toBe("presentation");
    expect(openModalName("?modal=evil")).toBeNull();
    expect(openModalName("")).toBeNull();
  });
});
