import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE, toWebp } from "../../src/shared/images";
import { productImageSources } from "../../src/shared/product-image";

describe("webp rule", () => {
  it("rewrites other extensions to webp, keeping query and hash", () => {
    expect(toWebp("/img/a.jpg")).toBe("/img/a.webp");
    expect(toWebp("https://cdn.example.com/x/b.PNG?v=2")).toBe(
      "https://cdn.example.com/x/b.webp?v=2",
    );
  });
  it("leaves webp, avif and extension-less paths alone", () => {
    expect(toWebp("/img/a.webp")).toBe("/img/a.webp");
    expect(toWebp("/img/a.avif")).toBe("/img/a.avif");
    expect(toWebp("/img/photo")).toBe("/img/photo");
    expect(toWebp("https://example.com")).toBe("https://example.com");
  });
});

describe("product image sources", () => {
  it("uses PocketBase thumbs for uploaded JPEG, PNG and GIF files", () => {
    const sources = productImageSources("/api/files/products/abc/tote.jpg");
    expect(sources.src).toBe("/api/files/products/abc/tote.jpg?thumb=400x400");
    expect(sources.srcSet).toContain("?thumb=200x200 200w");
    expect(sources.srcSet).toContain("?thumb=800x0 800w");
  });
  it("serves uploaded webp and avif files as they are (their thumbs would be larger PNGs)", () => {
    expect(productImageSources("/api/files/products/abc/tote.webp")).toEqual({
      src: "/api/files/products/abc/tote.webp",
    });
    expect(productImageSources("/api/files/products/abc/tote.AVIF").srcSet).toBeUndefined();
  });
  it("uses external paths as they are and a placeholder when there is no image", () => {
    expect(productImageSources("/images/a.webp")).toEqual({ src: "/images/a.webp" });
    expect(productImageSources(undefined)).toEqual({ src: PLACEHOLDER_IMAGE });
  });
});
