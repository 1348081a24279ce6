/**
 * What the first screen the server draws (pb_hooks/lib/page-shell.js) and the app agree on:
 * how many cards, which load at once, the images' `sizes`, and how long the app's scripts wait
 * for the shell's photo. The markup itself comes from the app's components
 * (src/features/layout/shell-markup.tsx, docs/decisions/0029-one-renderer-for-the-first-screen.md).
 */
import {
  DELIVERY_CHOOSE_DISTRICT,
  DELIVERY_FREE,
  TOTAL,
  TOTAL_BEFORE_DELIVERY,
} from "./delivery-texts";

/**
 * The cards a list shell draws, and a new grid's first commit: the first screen's, on a phone
 * (two rows: the third starts 400 px below the fold at 390x844), a tablet (two rows of three)
 * and a desktop (one row of three). Twelve made the shell's layout and the app's first screen
 * longer on a slow phone: a first visit of /products, the longest task of 12 visits at 5.5x,
 * median 72 ms with twelve, 54 with six (docs/decisions/0031-app-start-in-slices.md).
 */
export const SHELL_CARDS = 6;
/** The first row of a grid loads at once, the rest lazily (ProductGrid's eagerCount). */
export const EAGER_CARDS = 4;
/** A card's image width in the grid (product-list.css). */
export const CARD_SIZES = "(max-width: 600px) 50vw, (max-width: 1000px) 33vw, 260px";
/** The product page's main image width (product-details.css). */
export const DETAILS_SIZES = "(max-width: 768px) 100vw, 560px";
/**
 * How long the app's scripts wait for the static shell's photo (a product's, the first cards')
 * before loading (src/boot.ts) and before replacing the shell (src/main.tsx): the photo is
 * the page's largest content and should not share a slow connection with the scripts.
 */
export const SHELL_IMAGE_WAIT_MS = 2000;

/** A list's count under its heading, as products-screen.tsx and search-screen.tsx say it. */
export const PRODUCT_COUNT = "{count, plural, one {# product} other {# products}}";

/**
 * The texts the server fills into the first screen in the shopper's language (the templates'
 * own texts are rendered in it): the hooks' bundle keeps their translations
 * (scripts/lib/shared-bundle.mjs).
 */
export const SHELL_TEXTS = [
  PRODUCT_COUNT,
  DELIVERY_FREE,
  DELIVERY_CHOOSE_DISTRICT,
  TOTAL,
  TOTAL_BEFORE_DELIVERY,
];
