/**
 * Camera-like test photos for the image tests and the image bench: 4000x3000 with soft shapes,
 * gradients, hard edges and sensor grain, so they compress like real photos (flat colour would
 * make every encoder look good). A seed fixes the scene; the grain is sharp's random noise, so two
 * photos of one seed differ in their bytes.
 */
import sharp from "sharp";

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;

/** @param {number} seed */
function scene(seed) {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const hue = Math.floor(next() * 360);
  /** @type {string[]} */
  const shapes = [];
  for (let i = 0; i < 16; i++) {
    const cx = next() * 1000;
    const cy = next() * 750;
    const r = 40 + next() * 260;
    const colour = `hsl(${(hue + next() * 120) % 360},${40 + next() * 40}%,${25 + next() * 55}%)`;
    shapes.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * (0.5 + next())}" fill="${colour}" opacity="${0.5 + next() * 0.5}" transform="rotate(${next() * 90} ${cx} ${cy})"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    shapes.push(
      `<line x1="${next() * 1000}" y1="${next() * 750}" x2="${next() * 1000}" y2="${next() * 750}" stroke="hsl(${hue},30%,${next() * 100}%)" stroke-width="${1 + next() * 3}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><defs><radialGradient id="g" cx="30%" cy="30%" r="90%"><stop offset="0" stop-color="hsl(${hue},50%,85%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,25%)"/></radialGradient></defs><rect width="1000" height="750" fill="url(#g)"/>${shapes.join("")}</svg>`;
}

/**
 * A 4000x3000 photo as a sharp pipeline (call .jpeg(), .webp(), .png()).
 * `grain` is the noise's strength: 0.5 for a phone photo at high ISO (3.9 MB as JPEG, 3.3 MB
 * as WebP); even 0.02 makes a 15 MB PNG, more than the shop accepts (5 MB), so the PNG is a
 * studio shot with no grain (gradients, soft and hard edges: 2 MB).
 */
export async function testPhoto(seed = 1, grain = 0.5) {
  const width = PHOTO_WIDTH;
  const height = PHOTO_HEIGHT;
  /** @param {import("sharp").Sharp} image */
  const raw = (image) =>
    image.resize(width, height, { kernel: "cubic" }).removeAlpha().raw().toBuffer();
  /**
   * @param {number} w
   * @param {number} h
   * @param {number} sigma
   */
  const noise = (w, h, sigma) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        noise: { type: "gaussian", mean: 128, sigma },
        // sharp's types ask for it; with `noise` sharp never reads it
        background: "black",
      },
    });
  // softened once here: an SVG blur filter takes librsvg minutes at this size
  const base = await raw(
    sharp(
      await sharp(Buffer.from(scene(seed)))
        .blur(1.2)
        .toBuffer(),
    ),
  );
  // blotches (texture, uneven light) and fine grain (the sensor)
  const blotches = await raw(noise(500, 375, 40));
  const fine = await raw(noise(width / 2, height / 2, 40));
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    // every buffer holds width × height × 3 bytes: the fallbacks are never taken
    const value =
      (base[i] ?? 0) +
      (((blotches[i] ?? 128) - 128) * 0.35 + ((fine[i] ?? 128) - 128) * 0.6) * grain * 2;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A photo saved as a phone camera saves it.
 * @param {import("sharp").Sharp} photo
 */
const cameraJpeg = (photo) => photo.clone().jpeg({ quality: 85 }).toBuffer();

/** A phone's JPEG of a 4000x3000 photo, made as `testUploads(seed).jpeg` is. */
export async function testJpeg(seed = 1) {
  return cameraJpeg(await testPhoto(seed));
}

/** The three uploads the image targets are set for: a JPEG, a WebP and a PNG, each 4000x3000. */
export async function testUploads(seed = 1) {
  const photo = await testPhoto(seed);
  const studio = await testPhoto(seed + 1, 0);
  return {
    jpeg: await cameraJpeg(photo),
    webp: await photo.clone().webp({ quality: 80 }).toBuffer(),
    png: await studio.png().toBuffer(),
  };
}
