/**
 * A photo's pixel size, read from its header without decoding (src/shared/image-size.ts), for
 * every type the shop takes, as sharp writes them; anything else is no photo.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_PIXELS, readImageHead, uploadProblem } from "../../src/shared/image-size";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c00" } });

describe("readImageHead", () => {
  it("reads the size each type declares", async () => {
    const cases = [
      ["png", await photo(321, 123).png().toBuffer()],
      ["jpeg", await photo(321, 123).jpeg().withMetadata({ orientation: 6 }).toBuffer()],
      ["gif", await photo(321, 123).gif().toBuffer()],
      ["webp", await photo(321, 123).webp().toBuffer()],
      ["webp", await photo(321, 123).webp({ lossless: true }).toBuffer()],
      ["webp", await photo(321, 123).webp({ alphaQuality: 50 }).ensureAlpha(0.5).toBuffer()],
      ["avif", await photo(321, 123).avif({ effort: 0 }).toBuffer()],
    ] as const;
    for (const [type, bytes] of cases) {
      expect(readImageHead(bytes), type).toEqual({ type, width: 321, height: 123 });
    }
  });

  it("knows a file by its bytes, not its name, and leaves other files alone", () => {
    expect(readImageHead(Buffer.from("%PDF-1.4\n"))).toBeUndefined();
    expect(readImageHead(Buffer.from("<svg></svg>"))).toBeUndefined();
    expect(uploadProblem(Buffer.from("%PDF-1.4\n"))).toBe("");
  });
});

describe("uploadProblem", () => {
  it("takes a photo up to the limit and refuses a larger or unreadable one in words", async () => {
    expect(uploadProblem(await photo(4000, 3000).png().toBuffer())).toBe("");
    const png = await photo(10, 10).png().toBuffer();
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    expect(uploadProblem(png)).toMatch(/^This photo is 20000 x 20000 pixels \(400 megapixels\)/);
    const jpeg = await photo(10, 10).jpeg().toBuffer();
    expect(uploadProblem(jpeg.subarray(0, 20))).toMatch(/could not be read/);
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
  });
});
