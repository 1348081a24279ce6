/** Silhouettes for shoes and bags, drawn in side view on the studio floor. */
import { label, shade } from "./seed-art-kit.mjs";

/** @typedef {import("./seed-art-kit.mjs").Draw} Draw */
/** @typedef {import("./seed-art-kit.mjs").ArtProduct} ArtProduct */

const SOLE = "#f4f1ea";

/**
 * @param {[number, number]} from
 * @param {[number, number]} to
 * @param {number} count
 * @param {string} color
 */
function laces(from, to, count, color) {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    return `<line x1="${x - 16}" y1="${y - 12}" x2="${x + 18}" y2="${y + 14}" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`;
  }).join("");
}

/** @type {Draw} */
function sneaker(p, product) {
  const upper =
    "M168 585 L160 445 C160 420 178 408 200 414 C245 430 292 450 330 445 C345 410 362 386 388 380 L408 386 C452 420 520 462 592 488 C652 508 692 528 692 568 L692 585 Z";
  return {
    shadow: 290,
    svg: `<path d="${upper}" fill="${p.c}"/>
<path d="${upper}" fill="url(#top)"/>
<path d="M168 585 L160 470 C200 470 235 500 250 585 Z" fill="${p.d}" opacity="0.55"/>
<path d="M560 585 C575 520 640 505 692 540 L692 585 Z" fill="${p.d}" opacity="0.35"/>
<path d="M250 560 C330 548 430 520 520 470 L540 485 C450 540 350 570 262 585 Z" fill="${p.dd}" opacity="0.85"/>
${laces([410, 402], [560, 480], 5, p.ll)}
<path d="M150 580 L705 580 C716 600 708 630 684 636 L172 636 C150 633 140 605 150 580 Z" fill="${SOLE}"/>
<path d="M146 612 L712 612" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>
${label(product.brand, { x: 300, y: 530, width: 150, max: 18, color: p.ink, rotate: -8 })}`,
  };
}

/** @type {Draw} */
function boot(p, product) {
  const body =
    "M200 600 L200 300 C200 282 214 272 232 272 L372 272 C390 272 398 284 398 302 L402 452 C452 488 548 512 616 532 C664 546 686 570 686 600 Z";
  return {
    shadow: 270,
    svg: `<path d="${body}" fill="${p.c}"/>
<path d="${body}" fill="url(#top)"/>
<path d="M232 272 L232 230 C232 218 250 218 250 230 L250 272" fill="none" stroke="${p.d}" stroke-width="10"/>
<rect x="290" y="300" width="80" height="200" rx="36" fill="${p.dd}" opacity="0.8"/>
<path d="M200 560 C300 560 520 560 686 575" stroke="${p.dd}" stroke-width="4" stroke-dasharray="10 8" fill="none"/>
<path d="M190 598 L696 598 L696 622 Q696 640 678 640 L300 640 L300 652 L208 652 Q190 652 190 636 Z" fill="#2b2118"/>
${label(product.brand, { x: 520, y: 555, width: 150, max: 16, color: p.ll, rotate: 8 })}`,
  };
}

/** @type {Draw} */
function sandal(p, product) {
  return {
    shadow: 270,
    svg: `<path d="M150 600 C150 570 180 560 230 562 L600 560 C660 560 690 580 690 600 C690 622 660 632 600 632 L210 636 C170 636 150 624 150 600 Z" fill="${shade(p.c, 0.55)}"/>
<path d="M150 600 C150 622 170 636 210 636 L600 632 C660 632 690 622 690 600 L690 612 C690 640 660 652 600 652 L210 656 C170 656 150 640 150 612 Z" fill="#2b2118"/>
<path d="M420 566 C430 470 470 430 560 432 C630 434 660 500 650 566 Z" fill="${p.c}"/>
<path d="M420 566 C430 470 470 430 560 432 C630 434 660 500 650 566 Z" fill="url(#top)"/>
${label(product.brand, { x: 540, y: 505, width: 170, max: 20, color: p.ink })}`,
  };
}

/** @type {Draw} */
function loafer(p, product) {
  const body =
    "M160 600 L160 520 C160 500 178 492 200 496 C280 510 340 506 400 490 C470 500 560 520 630 540 C672 552 690 575 690 600 Z";
  return {
    shadow: 280,
    svg: `<path d="${body}" fill="${p.c}"/>
<path d="${body}" fill="url(#top)"/>
<path d="M420 498 C480 506 540 520 580 534" stroke="${p.dd}" stroke-width="16" fill="none" stroke-linecap="round"/>
<rect x="480" y="505" width="40" height="14" rx="7" fill="${p.ll}" opacity="0.8"/>
<path d="M150 598 L700 598 L700 614 Q700 630 682 630 L260 630 L260 646 L168 646 Q150 646 150 630 Z" fill="#2b2118"/>
${label(product.brand, { x: 300, y: 560, width: 150, max: 16, color: p.ink })}`,
  };
}

/** @type {Draw} */
function handbag(p, product) {
  const body =
    "M232 370 L568 370 Q590 370 594 392 L622 618 Q626 650 594 650 L206 650 Q174 650 178 618 L206 392 Q210 370 232 370 Z";
  return {
    shadow: 240,
    svg: `<path d="M300 375 C300 215 500 215 500 375" fill="none" stroke="${p.d}" stroke-width="26" stroke-linecap="round"/>
<path d="${body}" fill="${p.c}"/>
<path d="${body}" fill="url(#top)"/>
<path d="M206 392 Q210 370 232 370 L568 370 Q590 370 594 392 L600 470 Q400 520 200 470 Z" fill="${p.d}" opacity="0.55"/>
<rect x="376" y="470" width="48" height="36" rx="6" fill="${p.metal}"/>
<path d="M232 640 L568 640" stroke="#000" stroke-opacity="0.18" stroke-width="3" stroke-dasharray="8 6"/>
${label(product.brand, { x: 400, y: 580, width: 260, max: 26, color: p.ink })}`,
  };
}

/** @type {Draw} */
function tote(p, product) {
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="210" y1="${395 + i * 21}" x2="590" y2="${395 + i * 21}" stroke="${p.d}" stroke-opacity="0.25" stroke-width="4"/>`,
  ).join("");
  return {
    shadow: 230,
    svg: `<path d="M270 390 C270 200 350 200 350 390 M450 390 C450 200 530 200 530 390" fill="none" stroke="${p.dd}" stroke-width="14"/>
<path d="M210 380 L590 380 L570 650 L230 650 Z" fill="${p.c}"/>
${stripes}
<path d="M210 380 L590 380 L570 650 L230 650 Z" fill="url(#cyl)"/>
<rect x="300" y="480" width="200" height="70" rx="8" fill="${p.ll}"/>
${label(product.brand, { x: 400, y: 516, width: 180, max: 22, color: shade(p.c, -0.7) })}`,
  };
}

/** @type {Draw} */
function backpack(p, product) {
  const body =
    "M280 320 Q280 200 400 200 Q520 200 520 320 L530 620 Q530 650 500 650 L300 650 Q270 650 270 620 Z";
  return {
    shadow: 190,
    svg: `<path d="M370 205 C370 160 430 160 430 205" fill="none" stroke="${p.dd}" stroke-width="14"/>
<path d="M272 330 C230 420 232 540 262 630" fill="none" stroke="${p.dd}" stroke-width="22" stroke-linecap="round"/>
<path d="${body}" fill="${p.c}"/>
<path d="${body}" fill="url(#cyl)"/>
<path d="M290 300 Q400 250 510 300" fill="none" stroke="${p.dd}" stroke-width="4" stroke-dasharray="9 6"/>
<rect x="305" y="440" width="190" height="170" rx="30" fill="${p.d}"/>
<rect x="305" y="440" width="190" height="170" rx="30" fill="url(#top)"/>
<rect x="335" y="458" width="130" height="8" rx="4" fill="${p.metal}"/>
${label(product.brand, { x: 400, y: 530, width: 160, max: 22, color: p.ll })}`,
  };
}

/** @type {Draw} */
function duffel(p, product) {
  return {
    shadow: 250,
    svg: `<path d="M320 430 C320 320 480 320 480 430" fill="none" stroke="${p.dd}" stroke-width="18"/>
<rect x="180" y="420" width="440" height="230" rx="110" fill="${p.c}"/>
<rect x="180" y="420" width="440" height="230" rx="110" fill="url(#top)"/>
<path d="M240 440 L560 440" stroke="${p.metal}" stroke-width="6"/>
<rect x="350" y="520" width="100" height="70" rx="8" fill="${p.ll}" opacity="0.9"/>
${label(product.brand, { x: 400, y: 556, width: 90, max: 14, color: shade(p.c, -0.7) })}`,
  };
}

/** @type {Draw} */
function wallet(p, product) {
  return {
    shadow: 220,
    svg: `<rect x="300" y="330" width="180" height="120" rx="10" fill="#f1f1ec" transform="rotate(-8 390 390)"/>
<rect x="220" y="390" width="360" height="250" rx="22" fill="${p.c}"/>
<rect x="220" y="390" width="360" height="250" rx="22" fill="url(#top)"/>
<rect x="236" y="406" width="328" height="218" rx="14" fill="none" stroke="${p.ll}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="8 6"/>
${label(product.brand, { x: 400, y: 515, width: 240, max: 26, color: p.ink })}`,
  };
}

export const wearShapes = {
  sneaker,
  boot,
  sandal,
  loafer,
  handbag,
  tote,
  backpack,
  duffel,
  wallet,
};
