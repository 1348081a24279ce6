import { describe, expect, it } from "vitest";
import { nextOpenId } from "../../src/components/accordion";
import { fullTitle } from "../../src/lib/seo";

describe("page titles", () => {
  it("suffixes the shop name once", () => {
    expect(fullTitle("About us")).toBe("About us | Island Imports");
    expect(fullTitle("Island Imports")).toBe("Island Imports");
    expect(fullTitle("")).toBe("Island Imports");
  });
});

describe("FAQ accordion rule", () => {
  it("opens the clicked item, and closes it when it is clicked again", () => {
    expect(nextOpenId("a", "b")).toBe("b");
    expect(nextOpenId("b", "b")).toBeNull();
    expect(nextOpenId(null, "a")).toBe("a");
  });
});
