/** Silhouettes for skin care and cosmetics: bottles, jars, tubes, lipsticks, compacts. */
import { label, shade } from "./seed-art-kit.mjs";

/** @typedef {import("./seed-art-kit.mjs").Draw} Draw */
/** @typedef {import("./seed-art-kit.mjs").ArtProduct} ArtProduct */

/** @param {ArtProduct} product */
const brandOf = (product) => product.brand;

/**
 * A short word for the small label line: the last word of the name that is not a size.
 * @param {ArtProduct} product
 */
function keyword(product) {
  const words = product.name
    .split(" ")
    .filter((w) => /^[A-Za-z-]+$/.test(w) && !/^(ml|g|of)$/i.test(w));
  return words.at(-1) ?? "";
}

/** @type {Draw} */
function bottle(p, product) {
  return {
    shadow: 150,
    svg: `<rect x="365" y="175" width="70" height="70" rx="10" fill="${p.dd}"/>
<rect x="365" y="175" width="70" height="70" rx="10" fill="url(#cyl)"/>
<rect x="378" y="240" width="44" height="40" fill="${p.l}"/>
<path d="M300 330 Q300 280 350 278 L450 278 Q500 280 500 330 L500 625 Q500 650 475 650 L325 650 Q300 650 300 625 Z" fill="${p.c}"/>
<path d="M300 330 Q300 280 350 278 L450 278 Q500 280 500 330 L500 625 Q500 650 475 650 L325 650 Q300 650 300 625 Z" fill="url(#cyl)"/>
<rect x="318" y="400" width="164" height="170" rx="6" fill="${p.ll}" opacity="0.92"/>
${label(brandOf(product), { x: 400, y: 470, width: 140, max: 26, color: shade(p.c, -0.7) })}
<line x1="345" y1="505" x2="455" y2="505" stroke="${p.d}" stroke-width="3"/>
${label(keyword(product), { x: 400, y: 535, width: 120, max: 14, color: p.d, weight: 400 })}`,
  };
}

/** @type {Draw} */
function pump(p, product) {
  const base = bottle(p, product).svg.split("\n").slice(3).join("\n");
  return {
    shadow: 150,
    svg: `<rect x="385" y="200" width="30" height="80" fill="${p.dd}"/>
<path d="M350 190 L440 190 L480 200 L480 214 L440 214 L440 226 L350 226 Z" fill="${p.dd}"/>
<rect x="355" y="245" width="90" height="36" rx="8" fill="${p.dd}"/>
<rect x="355" y="245" width="90" height="36" rx="8" fill="url(#cyl)"/>
${base}`,
  };
}

/** @type {Draw} */
function dropper(p, product) {
  return {
    shadow: 130,
    svg: `<path d="M372 150 Q372 110 400 110 Q428 110 428 150 L428 250 L372 250 Z" fill="#2b2b2b"/>
<rect x="355" y="245" width="90" height="70" rx="8" fill="${p.metal}"/>
<rect x="355" y="245" width="90" height="70" rx="8" fill="url(#cyl)"/>
<path d="M320 380 Q320 315 370 312 L430 312 Q480 315 480 380 L480 625 Q480 650 455 650 L345 650 Q320 650 320 625 Z" fill="${p.c}" opacity="0.95"/>
<path d="M320 380 Q320 315 370 312 L430 312 Q480 315 480 380 L480 625 Q480 650 455 650 L345 650 Q320 650 320 625 Z" fill="url(#cyl)"/>
<rect x="334" y="440" width="132" height="150" rx="4" fill="#fffdf8"/>
${label(brandOf(product), { x: 400, y: 500, width: 116, max: 22, color: "#222" })}
<rect x="370" y="530" width="60" height="4" fill="${p.d}"/>
${label("serum", { x: 400, y: 558, width: 90, max: 13, color: "#555", weight: 400 })}`,
  };
}

/** @type {Draw} */
function tube(p, product) {
  return {
    shadow: 120,
    svg: `<rect x="290" y="170" width="220" height="34" rx="4" fill="${p.d}"/>
<g stroke="${p.dd}" stroke-width="2">${[300, 320, 340, 360, 380, 400, 420, 440, 460, 480, 500].map((x) => `<line x1="${x}" y1="174" x2="${x}" y2="200"/>`).join("")}</g>
<path d="M292 204 L508 204 L452 560 L348 560 Z" fill="${p.c}"/>
<path d="M292 204 L508 204 L452 560 L348 560 Z" fill="url(#cyl)"/>
<rect x="340" y="556" width="120" height="94" rx="12" fill="${p.ll}"/>
<rect x="340" y="556" width="120" height="94" rx="12" fill="url(#cyl)"/>
${label(brandOf(product), { x: 400, y: 360, width: 250, max: 34, color: p.ink, rotate: -90 })}`,
  };
}

/** @type {Draw} */
function jar(p, product) {
  return {
    shadow: 200,
    floor: 650,
    svg: `<rect x="245" y="360" width="310" height="90" rx="14" fill="${p.ll}"/>
<rect x="245" y="360" width="310" height="90" rx="14" fill="url(#cyl)"/>
<g stroke="#000" stroke-opacity="0.07" stroke-width="3">${Array.from({ length: 20 }, (_, i) => `<line x1="${258 + i * 15}" y1="368" x2="${258 + i * 15}" y2="442"/>`).join("")}</g>
<path d="M255 450 L545 450 L545 610 Q545 650 505 650 L295 650 Q255 650 255 610 Z" fill="${p.c}"/>
<path d="M255 450 L545 450 L545 610 Q545 650 505 650 L295 650 Q255 650 255 610 Z" fill="url(#cyl)"/>
${label(brandOf(product), { x: 400, y: 540, width: 240, max: 32, color: p.ink })}
<line x1="350" y1="575" x2="450" y2="575" stroke="${p.ink}" stroke-opacity="0.6" stroke-width="2"/>`,
  };
}

/** @type {Draw} */
function box(p, product) {
  return {
    shadow: 210,
    svg: `<path d="M250 300 L310 250 L590 250 L530 300 Z" fill="${p.l}"/>
<path d="M530 300 L590 250 L590 600 L530 650 Z" fill="${p.d}"/>
<rect x="250" y="300" width="280" height="350" fill="${p.c}"/>
<rect x="250" y="300" width="280" height="350" fill="url(#top)"/>
<rect x="272" y="330" width="236" height="70" rx="35" fill="${p.ll}"/>
${label(brandOf(product), { x: 390, y: 366, width: 200, max: 26, color: shade(p.c, -0.7) })}
<circle cx="390" cy="500" r="70" fill="${p.l}" opacity="0.8"/>
<circle cx="390" cy="500" r="44" fill="${p.ll}" opacity="0.9"/>
${label(product.name.split(" ").slice(0, 2).join(" "), { x: 390, y: 610, width: 220, max: 20, color: p.ink, weight: 400 })}`,
  };
}

/** @type {Draw} */
function lipstick(p, product) {
  return {
    shadow: 120,
    svg: `<path d="M360 300 L360 200 Q360 175 390 165 L440 150 L440 300 Z" fill="${p.c}"/>
<path d="M360 300 L360 200 Q360 175 390 165 L440 150 L440 300 Z" fill="url(#cyl)"/>
<rect x="345" y="290" width="110" height="110" rx="4" fill="${p.metal}"/>
<rect x="345" y="290" width="110" height="110" rx="4" fill="url(#cyl)"/>
<rect x="330" y="395" width="140" height="255" rx="8" fill="#1f1f24"/>
<rect x="330" y="395" width="140" height="255" rx="8" fill="url(#cyl)"/>
<rect x="330" y="395" width="140" height="14" fill="${p.metalDark}"/>
${label(brandOf(product), { x: 400, y: 525, width: 200, max: 24, color: p.metal, rotate: -90 })}`,
  };
}

/** @type {Draw} */
function lipgloss(p, product) {
  return {
    shadow: 90,
    svg: `<rect x="370" y="140" width="60" height="200" rx="12" fill="#1f1f24"/>
<rect x="370" y="140" width="60" height="200" rx="12" fill="url(#cyl)"/>
<rect x="362" y="335" width="76" height="315" rx="16" fill="${p.c}" opacity="0.92"/>
<rect x="362" y="335" width="76" height="315" rx="16" fill="url(#cyl)"/>
<rect x="375" y="350" width="10" height="280" rx="5" fill="#fff" opacity="0.45"/>
${label(brandOf(product), { x: 402, y: 495, width: 260, max: 28, color: p.ink, rotate: -90 })}`,
  };
}

/** @type {Draw} */
function compact(p, product) {
  return {
    shadow: 230,
    svg: `<ellipse cx="400" cy="560" rx="230" ry="90" fill="${p.dd}"/>
<rect x="170" y="500" width="460" height="60" fill="${p.dd}"/>
<ellipse cx="400" cy="500" rx="230" ry="90" fill="${p.c}"/>
<ellipse cx="400" cy="500" rx="230" ry="90" fill="url(#top)"/>
<ellipse cx="400" cy="500" rx="190" ry="72" fill="none" stroke="${p.metal}" stroke-width="6"/>
<ellipse cx="340" cy="470" rx="80" ry="20" fill="#fff" opacity="0.25"/>
${label(brandOf(product), { x: 400, y: 502, width: 260, max: 30, color: p.ink })}`,
  };
}

/** @type {Draw} */
function palette(p, product) {
  const pans = Array.from({ length: 9 }, (_, i) => {
    const x = 285 + (i % 3) * 115;
    const y = 300 + Math.floor(i / 3) * 95;
    const tone = shade(p.c, (i % 3) * 0.25 - 0.3 + Math.floor(i / 3) * 0.12);
    return `<rect x="${x - 45}" y="${y - 35}" width="90" height="70" rx="10" fill="${tone}"/><rect x="${x - 45}" y="${y - 35}" width="90" height="70" rx="10" fill="url(#top)"/>`;
  }).join("");
  return {
    shadow: 260,
    svg: `<rect x="190" y="215" width="420" height="435" rx="26" fill="#1f1f24"/>
<rect x="190" y="215" width="420" height="435" rx="26" fill="url(#top)"/>
${pans}
${label(brandOf(product), { x: 400, y: 600, width: 300, max: 28, color: p.metal })}`,
  };
}

/** @type {Draw} */
function mascara(p, product) {
  return {
    shadow: 80,
    svg: `<rect x="372" y="130" width="56" height="260" rx="26" fill="${p.c}"/>
<rect x="372" y="130" width="56" height="260" rx="26" fill="url(#cyl)"/>
<rect x="368" y="385" width="64" height="12" fill="${p.metal}"/>
<rect x="362" y="395" width="76" height="255" rx="18" fill="#f7f3ee"/>
<rect x="362" y="395" width="76" height="255" rx="18" fill="url(#cyl)"/>
${label(brandOf(product), { x: 401, y: 522, width: 220, max: 26, color: p.c === "#222222" ? "#222" : p.d, rotate: -90 })}`,
  };
}

export const beautyShapes = {
  bottle,
  pump,
  dropper,
  tube,
  jar,
  box,
  lipstick,
  lipgloss,
  compact,
  palette,
  mascara,
};
