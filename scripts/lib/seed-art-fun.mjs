/** Silhouettes for action figures and snacks: figures on display bases, robots, bags, cans. */
import { itemAt } from "./item-at.mjs";
import { label, shade } from "./seed-art-kit.mjs";

/** @typedef {import("./seed-art-kit.mjs").Draw} Draw */
/** @typedef {import("./seed-art-kit.mjs").ArtProduct} ArtProduct */
/** @typedef {import("./seed-art-kit.mjs").Palette} Palette */

/** @param {ArtProduct} product */
function displayBase(product) {
  return `<ellipse cx="400" cy="628" rx="190" ry="34" fill="#22252b"/>
<rect x="210" y="600" width="380" height="28" fill="#22252b"/>
<ellipse cx="400" cy="600" rx="190" ry="34" fill="#3a3f48"/>
${label(product.brand, { x: 400, y: 630, width: 220, max: 16, color: "#e9ecef" })}`;
}

/**
 * A stable small number per product, so figures differ in hair and prop, not just colour.
 * @param {ArtProduct} product
 * @param {number} modulo
 */
function variant(product, modulo) {
  let sum = 0;
  for (const ch of product.slug) sum = (sum * 31 + ch.charCodeAt(0)) >>> 0;
  return sum % modulo;
}

/** @type {((p: Palette) => string)[]} */
const HAIR = [
  (p) =>
    `<path d="M305 235 Q300 135 400 130 Q500 135 495 235 Q460 185 400 190 Q340 185 305 235 Z" fill="${p.dd}"/>`,
  (p) =>
    `<path d="M300 240 L310 170 L280 150 L335 150 L340 110 L380 140 L410 95 L430 140 L475 110 L470 155 L520 160 L490 190 L500 240 Q460 190 400 195 Q340 190 300 240 Z" fill="${p.dd}"/>`,
  (p) =>
    `<path d="M240 205 Q400 60 560 205 Q400 175 240 205 Z" fill="${p.d}"/><circle cx="400" cy="108" r="12" fill="${p.metal}"/>`,
];

/** @type {((p: Palette) => string)[]} */
const PROPS = [
  (p) => `<rect x="548" y="150" width="10" height="110" rx="4" fill="${p.metal}"/>`,
  () =>
    `<path d="M552 250 L600 110 L612 116 L566 256 Z" fill="#dfe6ee"/><rect x="535" y="244" width="40" height="10" rx="4" fill="#8f7a48" transform="rotate(20 555 249)"/>`,
  () =>
    `<rect x="550" y="170" width="8" height="90" rx="3" fill="#8f7a48"/><path d="M554 130 L564 155 L590 157 L569 172 L577 198 L554 183 L531 198 L539 172 L518 157 L544 155 Z" fill="#ffd60a"/>`,
];

/** @type {Draw} */
function figure(p, product) {
  const skin = "#f6d7b8";
  const hair = itemAt(HAIR, variant(product, HAIR.length));
  const prop = itemAt(PROPS, variant(product, 7) % PROPS.length);
  return {
    shadow: 200,
    svg: `${displayBase(product)}
<rect x="352" y="470" width="38" height="125" rx="14" fill="${p.dd}"/>
<rect x="410" y="470" width="38" height="125" rx="14" fill="${p.dd}"/>
<path d="M330 330 Q400 300 470 330 L490 490 L310 490 Z" fill="${p.c}"/>
<path d="M330 330 Q400 300 470 330 L490 490 L310 490 Z" fill="url(#cyl)"/>
<path d="M330 340 L270 450" stroke="${p.c}" stroke-width="34" stroke-linecap="round"/>
<path d="M470 340 L540 260" stroke="${p.c}" stroke-width="34" stroke-linecap="round"/>
<circle cx="270" cy="455" r="19" fill="${skin}"/><circle cx="545" cy="252" r="19" fill="${skin}"/>
${prop(p)}
<rect x="310" y="400" width="180" height="24" fill="${p.dd}"/>
<circle cx="400" cy="240" r="95" fill="${skin}"/>
${hair(p)}
<ellipse cx="365" cy="255" rx="14" ry="20" fill="#1b1b1f"/><ellipse cx="435" cy="255" rx="14" ry="20" fill="#1b1b1f"/>
<circle cx="370" cy="248" r="5" fill="#fff"/><circle cx="440" cy="248" r="5" fill="#fff"/>
<path d="M385 295 Q400 305 415 295" stroke="#9c4a3a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  };
}

/** @type {Draw} */
function robot(p, product) {
  return {
    shadow: 200,
    svg: `${displayBase(product)}
<rect x="345" y="470" width="46" height="130" rx="6" fill="${p.d}"/><rect x="409" y="470" width="46" height="130" rx="6" fill="${p.d}"/>
<rect x="335" y="570" width="66" height="30" rx="6" fill="${p.dd}"/><rect x="399" y="570" width="66" height="30" rx="6" fill="${p.dd}"/>
<rect x="245" y="320" width="50" height="150" rx="20" fill="${p.d}"/><rect x="505" y="320" width="50" height="150" rx="20" fill="${p.d}"/>
<rect x="300" y="300" width="200" height="185" rx="18" fill="${p.c}"/>
<rect x="300" y="300" width="200" height="185" rx="18" fill="url(#cyl)"/>
<rect x="340" y="335" width="120" height="70" rx="8" fill="${p.dd}"/>
<circle cx="370" cy="370" r="12" fill="#ffd60a"/><circle cx="430" cy="370" r="12" fill="#4cc9f0"/>
<rect x="330" y="425" width="140" height="40" rx="6" fill="${p.ll}"/>
${label(product.brand.split(" ")[0] ?? "", { x: 400, y: 446, width: 120, max: 18, color: shade(p.c, -0.7) })}
<rect x="390" y="270" width="20" height="32" fill="${p.dd}"/>
<rect x="320" y="170" width="160" height="105" rx="22" fill="${p.c}"/>
<rect x="320" y="170" width="160" height="105" rx="22" fill="url(#cyl)"/>
<rect x="340" y="200" width="120" height="40" rx="20" fill="#1b1b1f"/>
<rect x="355" y="212" width="90" height="14" rx="7" fill="#4cc9f0"/>
<line x1="400" y1="170" x2="400" y2="130" stroke="${p.dd}" stroke-width="6"/><circle cx="400" cy="125" r="10" fill="#ef233c"/>`,
  };
}

/** @type {Draw} */
function kaiju(p, product) {
  const spikes = /** @type {[number, number][]} */ ([
    [330, 250],
    [370, 215],
    [415, 205],
    [460, 225],
    [495, 265],
    [520, 320],
  ])
    .map(
      ([x, y]) =>
        `<path d="M${x - 22} ${y + 22} L${x} ${y - 28} L${x + 22} ${y + 22} Z" fill="${p.ll}"/>`,
    )
    .join("");
  return {
    shadow: 220,
    svg: `${displayBase(product)}
<path d="M470 520 C560 540 620 500 640 430 C650 470 630 560 540 580 Z" fill="${p.d}"/>
${spikes}
<path d="M300 590 C280 480 290 300 360 240 C430 190 530 240 540 350 C550 450 520 560 500 590 Z" fill="${p.c}"/>
<path d="M300 590 C280 480 290 300 360 240 C430 190 530 240 540 350 C550 450 520 560 500 590 Z" fill="url(#cyl)"/>
<path d="M340 420 C360 360 440 360 460 420 L470 580 L330 580 Z" fill="${p.ll}" opacity="0.6"/>
<path d="M300 260 C300 200 380 180 420 220 C450 250 440 300 400 310 L320 310 C300 305 298 285 300 260 Z" fill="${p.c}"/>
<circle cx="345" cy="250" r="16" fill="#fff"/><circle cx="340" cy="252" r="8" fill="#1b1b1f"/>
<path d="M310 290 L400 290" stroke="${p.dd}" stroke-width="5"/>
<path d="M320 290 L328 302 L336 290 M356 290 L364 302 L372 290" fill="#fff"/>
<path d="M320 410 L268 440" stroke="${p.c}" stroke-width="26" stroke-linecap="round"/>`,
  };
}

/** @type {Draw} */
function chipbag(p, product) {
  /**
   * @param {number} y
   * @param {number} dir
   */
  const zig = (y, dir) =>
    Array.from({ length: 15 }, (_, i) => `${255 + i * 20} ${y + (i % 2 ? dir * 10 : 0)}`).join(
      " L",
    );
  const bag = `M255 180 L${zig(180, -1)} L545 180 C560 300 560 520 545 640 L${zig(640, 1).split(" L").reverse().join(" L")} L255 640 C240 520 240 300 255 180 Z`;
  return {
    shadow: 200,
    floor: 648,
    svg: `<path d="${bag}" fill="${p.c}"/>
<path d="${bag}" fill="url(#cyl)"/>
<rect x="250" y="200" width="300" height="14" fill="${p.dd}" opacity="0.35"/>
<rect x="250" y="606" width="300" height="14" fill="${p.dd}" opacity="0.35"/>
<path d="M262 270 L538 250 L538 330 L262 350 Z" fill="${p.dd}"/>
${label(product.brand, { x: 400, y: 300, width: 240, max: 28, color: "#fff", rotate: -4 })}
<ellipse cx="400" cy="480" rx="110" ry="80" fill="${p.ll}" opacity="0.85"/>
<ellipse cx="370" cy="470" rx="48" ry="30" fill="#f2c14e" transform="rotate(-20 370 470)"/>
<ellipse cx="430" cy="495" rx="50" ry="30" fill="#e9b23f" transform="rotate(15 430 495)"/>
<ellipse cx="405" cy="455" rx="40" ry="26" fill="#f6d06a"/>
${label(product.name.split(" ").slice(0, 2).join(" "), { x: 400, y: 590, width: 230, max: 20, color: p.ink, weight: 400 })}`,
  };
}

/** @type {Draw} */
function can(p, product) {
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} h
   * @param {number} w
   * @param {boolean} lettered
   */
  const one = (
    x,
    y,
    h,
    w,
    lettered,
  ) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${p.c}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="url(#cyl)"/>
<ellipse cx="${x + w / 2}" cy="${y + 6}" rx="${w / 2 - 6}" ry="12" fill="#d9dde2"/>
<rect x="${x}" y="${y + h * 0.35}" width="${w}" height="${h * 0.3}" fill="${p.ll}" opacity="0.85"/>
${lettered ? label(product.brand.split(" ")[0] ?? "", { x: x + w / 2, y: y + h * 0.5, width: w - 30, max: 22, color: shade(p.c, -0.7) }) : ""}`;
  return {
    shadow: 230,
    svg: `${one(215, 320, 300, 150, false)}${one(435, 320, 300, 150, false)}${one(315, 350, 300, 170, true)}`,
  };
}

export const funShapes = { figure, robot, kaiju, chipbag, can };
