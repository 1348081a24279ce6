/**
 * The device's resizer (src/lib/resize-photo.ts) reads a photo's header before decoding it: a
 * small file declaring more than 40 megapixels is refused in words and never reaches the
 * browser's decoder, which would need 1.6 GB for 20000×20000 pixels.
 */
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotoError, resizePhoto } from "../../src/lib/resize-photo";

async function png(width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return new File([new Uint8Array(bytes)], "IMG_0042.png", { type: "image/png" });
}

afterEach(() => vi.unstubAllGlobals());

describe("resizePhoto", () => {
  it("refuses a photo declaring 20000×20000 pixels without decoding it", async () => {
    const decode = vi.fn(() => Promise.reject(new Error("decoded")));
    vi.stubGlobal("createImageBitmap", decode);
    const refusal = resizePhoto(await png(20_000, 20_000));
    await expect(refusal).rejects.toBeInstanceOf(PhotoError);
    await expect(refusal).rejects.toThrow("IMG_0042.png has too many pixels to open");
    expect(decode).not.toHaveBeenCalled();
  });

  it("hands a phone-sized photo to the decoder", async () => {
    const decode = vi.fn(() => Promise.reject(new Error("no decoder in this test")));
    vi.stubGlobal("createImageBitmap", decode);
    await expect(resizePhoto(await png(4000, 3000))).rejects.toThrow("could not be read");
    expect(decode).toHaveBeenCalledOnce();
  });
});
