import { describe, expect, it } from "vitest";
import {
  productLinkOf,
  productPageUrl,
  RELATED_MAX,
  relatedProducts,
  shareOrCopy,
  zoomOrigin,
} from "../../src/lib/product-page";
import { whatsappHref } from "../../src/lib/whatsapp";
import { product } from "./fixtures";

describe("relatedProducts", () => {
  const many = Array.from({ length: 12 }, (_, i) => product({ id: `p${i}` }));

  it("leaves out the product shown and keeps at most 8", () => {
    const related = relatedProducts(many, "p2");
    expect(related).toHaveLength(RELATED_MAX);
    expect(related.map((p) => p.id)).not.toContain("p2");
    expect(related[0]?.id).toBe("p0");
  });

  it("is empty when the product is alone in its subcategory", () => {
    expect(relatedProducts([product({ id: "p1" })], "p1")).toEqual([]);
  });
});

describe("zoomOrigin", () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it("follows the pointer over the image", () => {
    expect(zoomOrigin({ x: 200, y: 150 }, box)).toEqual({ x: "25.0%", y: "50.0%" });
  });

  it("stays inside the image and copes with an unmeasured box", () => {
    expect(zoomOrigin({ x: 0, y: 999 }, box)).toEqual({ x: "0.0%", y: "100.0%" });
    expect(zoomOrigin({ x: 5, y: 5 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      x: "50.0%",
      y: "50.0%",
    });
  });
});

describe("shareOrCopy", () => {
  const data = {
    title: "Tote",
    text: "Tote at Island Imports",
    url: "https://shop.example/p/tote",
  };

  function clipboard(fail = false) {
    const copied: string[] = [];
    return {
      copied,
      writeText: async (text: string) => {
        if (fail) throw new Error("denied");
        copied.push(text);
      },
    };
  }

  it("uses the share sheet where the browser has one", async () => {
    const shared: unknown[] = [];
    const board = clipboard();
    const outcome = await shareOrCopy(
      { share: async (d) => void shared.push(d), clipboard: board },
      data,
    );
    expect(outcome).toBe("shared");
    expect(shared).toEqual([data]);
    expect(board.copied).toEqual([]);
  });

  it("copies the link where there is no share sheet", async () => {
    const board = clipboard();
    expect(await shareOrCopy({ clipboard: board }, data)).toBe("copied");
    expect(board.copied).toEqual([data.url]);
  });

  it("says nothing more when the shopper closes the share sheet", async () => {
    const board = clipboard();
    const abort = Object.assign(new Error("closed"), { name: "AbortError" });
    const outcome = await shareOrCopy(
      {
        share: async () => {
          throw abort;
        },
        clipboard: board,
      },
      data,
    );
    expect(outcome).toBe("cancelled");
    expect(board.copied).toEqual([]);
  });

  it("copies when the share sheet fails, and reports a refused clipboard", async () => {
    const board = clipboard();
    const refuse = async () => {
      throw Object.assign(new Error("no"), { name: "NotAllowedError" });
    };
    expect(await shareOrCopy({ share: refuse, clipboard: board }, data)).toBe("copied");
    expect(await shareOrCopy({ clipboard: clipboard(true) }, data)).toBe("failed");
    expect(await shareOrCopy({}, data)).toBe("failed");
  });
});

describe("productPageUrl", () => {
  it("links a product by its handle, the canonical link, else by its id", () => {
    expect(productPageUrl("https://shop.example", { id: "abc", handle: "canvas-tote" })).toBe(
      "https://shop.example/p/canvas-tote",
    );
    expect(productPageUrl("https://shop.example", { id: "a b", handle: "" })).toBe(
      "https://shop.example/product-details?id=a%20b",
    );
  });
});

describe("productLinkOf", () => {
  it("reads the product a page's URL names, and nothing elsewhere", () => {
    expect(productLinkOf("/product-details", { id: "abc" })).toEqual({ id: "abc" });
    expect(productLinkOf("/product-details", {})).toEqual({ id: undefined });
    expect(productLinkOf("/p/canvas-tote", {})).toEqual({ handle: "canvas-tote" });
    expect(productLinkOf("/p/canvas-tote/", {})).toEqual({ handle: "canvas-tote" });
    expect(productLinkOf("/p/", {})).toBeUndefined();
    expect(productLinkOf("/products", { id: "abc" })).toBeUndefined();
  });
});

describe("whatsappHref", () => {
  it("writes the text into a wa.me link to a Sri Lankan number", () => {
    expect(whatsappHref("+94 77 123 4567", "About Tote: https://shop.example/p/tote")).toBe(
      "https://wa.me/94771234567?text=About%20Tote%3A%20https%3A%2F%2Fshop.example%2Fp%2Ftote",
    );
    expect(whatsappHref("077 123 4567", "Hi")).toBe("https://wa.me/94771234567?text=Hi");
    expect(whatsappHref("12", "Hi")).toBe("");
  });
});
