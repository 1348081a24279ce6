import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { productSchema } from "../../src/lib/types";
import { PLACEHOLDER_IMAGE, toWebp } from "../../src/shared/images";
import {
  originalImage,
  productImageSources,
  SQUARE_WIDTHS,
  thumbnailSrc,
  variantNames,
} from "../../src/shared/product-image";

const UPLOAD = "/api/files/products/abcdefghij12345/tote_x1y2z3.jpg";
const VARIANT = "/img/v1/abcdefghij12345/tote_x1y2z3.jpg";

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
  it("shows an upload's AVIF and WebP square crops at every srcset width, the stored file as fallback", () => {
    const sources = productImageSources(UPLOAD);
    expect(sources.src).toBe(`${VARIANT}/400.webp`);
    expect(sources.srcSet).toBe(SQUARE_WIDTHS.map((w) => `${VARIANT}/${w}.webp ${w}w`).join(", "));
    expect(sources.avifSrcSet).toBe(
      SQUARE_WIDTHS.map((w) => `${VARIANT}/${w}.avif ${w}w`).join(", "),
    );
    expect(sources.fallback).toBe(UPLOAD);
    expect(sources.srcSet).not.toContain("?thumb=");
  });

  it("shows the whole photo in the full-screen view, and the upload itself when magnified", () => {
    expect(productImageSources(UPLOAD, true)).toEqual({
      src: `${VARIANT}/full.webp`,
      fallback: UPLOAD,
    });
    expect(originalImage(UPLOAD)).toBe(UPLOAD);
    expect(originalImage("https://cdn.example.com/a.jpg")).toBeUndefined();
  });

  it("uses links as typed: a .jpg link is never turned into a .webp that may not exist", () => {
    for (const link of ["https://cdn.example.com/anessa.jpg", "//cdn.example.com/a.png"]) {
      expect(productImageSources(link)).toEqual({ src: link });
      expect(thumbnailSrc(link)).toBe(link);
    }
  });

  it("applies the webp rule to the shop's own paths, with the path as typed as fallback", () => {
    expect(productImageSources("/images/promo.jpg")).toEqual({
      src: "/images/promo.webp",
      fallback: "/images/promo.jpg",
    });
    expect(productImageSources("/images/a.webp")).toEqual({ src: "/images/a.webp" });
    expect(productImageSources(undefined)).toEqual({ src: PLACEHOLDER_IMAGE });
  });

  it("gives list lines the 200 px crop", () => {
    expect(thumbnailSrc(UPLOAD)).toBe(`${VARIANT}/200.webp`);
    expect(thumbnailSrc(undefined)).toBe(PLACEHOLDER_IMAGE);
  });

  it("never makes a variant URL from a path that is not an upload's", () => {
    for (const path of [
      "/api/files/products/abcdefghij12345/tote.jpg?thumb=100x100",
      "/api/files/paymentslips/abcdefghij12345/slip.jpg",
      "/api/files/products/abcdefghij12345/../x.jpg",
      "/api/files/products/short-id/tote.jpg",
    ]) {
      expect(productImageSources(path).srcSet, path).toBeUndefined();
    }
  });

  it("names every variant the worker makes: each crop in AVIF and WebP, the whole photo in WebP", () => {
    expect(variantNames()).toEqual([
      ...SQUARE_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`]),
      "full.webp",
    ]);
  });

  it("keeps a product's links as typed after its uploads", () => {
    const product = v.parse(productSchema, {
      id: "abcdefghij12345",
      images: ["tote_x1y2z3.jpg"],
      imageUrls: ["https://cdn.example.com/anessa.jpg", "/images/promo.jpg"],
    });
    expect(product.images).toEqual([
      UPLOAD,
      "https://cdn.example.com/anessa.jpg",
      "/images/promo.jpg",
    ]);
  });
});
