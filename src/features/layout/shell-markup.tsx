/**
 * The static shell's markup, rendered from the app's own components when the app is built
 * (scripts/lib/shell-markup.mjs; docs/decisions/0029-one-renderer-for-the-first-screen.md):
 * - `boot`: index.html's shell (the header, the home hero), with a `{{{page}}}` slot where the
 *   server draws a page's first screen;
 * - `templates`: that first screen's parts for pb_hooks/lib/page-shell.js, with `{{name}}`
 *   slots for the texts it fills in (escaped there) and `{{{name}}}` slots for other parts.
 * Only what the server cannot know varies between templates (a flag or not, a photo's kind).
 * Both are rendered once per language, with that language's catalogue and formats, so the
 * server draws a Sinhala or Tamil shopper's first screen in their language
 * (docs/decisions/0030-first-screen-in-the-shoppers-language.md).
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { speak, t } from "../../lib/i18n/i18n";
import si from "../../locales/si.json";
import ta from "../../locales/ta.json";
import { LANGUAGE_CODES, type Language } from "../../shared/language";
import { lkrIn } from "../../shared/locale-formats";
import { setLkrFormat } from "../../shared/money";
import { CARD_SIZES, DETAILS_SIZES } from "../../shared/page-shell";
import { CartEmpty, CartLayout, CheckoutPlaceholder } from "../cart/cart-layout";
import { DeliveryLine, SummaryLine } from "../cart/summary-line";
import { Hero } from "../catalogue/hero";
import { ProductsLayout, SearchLayout, SearchResults } from "../catalogue/list-layouts";
import {
  AddButtonPlaceholder,
  CategoryChipsPlaceholder,
  CategoryTreePlaceholder,
  DrawnDetails,
} from "../catalogue/placeholders";
import {
  CardFlags,
  type CardLink,
  PriceView,
  ProductCardView,
  ProductGridView,
} from "../catalogue/product-card";
import { ProductImageView } from "../catalogue/product-image";
import { RefineBar } from "../catalogue/refine-bar";
import { BootHeader } from "./site-header";

const NBSP = "\u00a0";
const noop = () => {};
const render = (element: ReactElement) => renderToStaticMarkup(element);
/** A plain link: the shell has no router. */
const linkTo =
  (href: string): CardLink =>
  (props) => <a href={href} {...props} />;

/** The image's forms by what the path offers (src/shared/product-image.ts). */
const SOURCES = {
  picture: { src: "{{src}}", srcSet: "{{srcSet}}", avifSrcSet: "{{avifSrcSet}}" },
  srcset: { src: "{{src}}", srcSet: "{{srcSet}}" },
  plain: { src: "{{src}}" },
};
type ImageKind = keyof typeof SOURCES;
const KINDS = Object.keys(SOURCES) as ImageKind[];

function images(look: (sources: (typeof SOURCES)[ImageKind]) => ReactElement) {
  return Object.fromEntries(KINDS.map((kind) => [kind, render(look(SOURCES[kind]))]));
}

/** Every template, keyed as pb_hooks/lib/page-shell.js reads them. */
function templates() {
  const refineBar = <RefineBar value={{}} brands={[]} onChange={noop} />;
  const grid = (label: string) => <ProductGridView label={label}>{"{{{cards}}}"}</ProductGridView>;
  return {
    card: render(
      <li>
        <ProductCardView
          id="{{id}}"
          name="{{name}}"
          brand="{{brand}}"
          category="{{category}}"
          link={linkTo("/product-details?id={{id}}")}
          image="{{{image}}}"
          flags="{{{flags}}}"
          price="{{{price}}}"
          action={<AddButtonPlaceholder />}
        />
      </li>,
    ),
    cardImage: {
      eager: images((s) => <ProductImageView sources={s} alt="" sizes={CARD_SIZES} eager />),
      lazy: images((s) => <ProductImageView sources={s} alt="" sizes={CARD_SIZES} />),
    },
    detailsImage: images((s) => (
      <ProductImageView sources={s} alt="{{name}}" sizes={DETAILS_SIZES} size={800} priority />
    )),
    flags: {
      sale: render(<CardFlags saving="{{saving}}" soldOut={false} />),
      soldOut: render(<CardFlags saving={undefined} soldOut />),
      saleSoldOut: render(<CardFlags saving="{{saving}}" soldOut />),
    },
    price: {
      now: render(<PriceView from={false} now="{{now}}" />),
      from: render(<PriceView from now="{{now}}" />),
      was: render(<PriceView from={false} now="{{now}}" was="{{was}}" />),
      fromWas: render(<PriceView from now="{{now}}" was="{{was}}" />),
    },
    products: render(
      <ProductsLayout
        tree={<CategoryTreePlaceholder />}
        chips={<CategoryChipsPlaceholder />}
        title="{{title}}"
        count="{{count}}"
        refineBar={refineBar}
      >
        {grid("{{title}}")}
      </ProductsLayout>,
    ),
    search: render(
      <SearchLayout query="{{query}}" onType={noop}>
        <SearchResults refineBar={refineBar}>{grid(t("Search results"))}</SearchResults>
      </SearchLayout>,
    ),
    cart: render(
      <CartLayout
        items={<CartEmpty text={NBSP} />}
        continueLink={linkTo("/home")}
        lines={
          <>
            <SummaryLine label={t("Subtotal")} value={NBSP} />
            <DeliveryLine text="{{delivery}}" />
            <SummaryLine label="{{total}}" value={NBSP} total />
          </>
        }
        checkout={<CheckoutPlaceholder />}
      />,
    ),
    details: render(<DrawnDetails image="{{{image}}}" name="{{name}}" />),
  };
}

/** index.html's static shell: the app's first render replaces it. */
function boot() {
  return render(
    <div className="boot-shell" aria-hidden="true" inert data-boot-shell="">
      <BootHeader />
      {"{{{page}}}"}
      <Hero boot link={linkTo("/products")} />
    </div>,
  );
}

const CATALOGUES = { si, ta };

/** `draw()` with the texts, numbers and amounts in `code`, as the app's pack sets them. */
function inLanguage<T>(code: Language, draw: () => T): T {
  if (code !== "en") {
    speak(code, { messages: CATALOGUES[code] });
    setLkrFormat((amount) => lkrIn(code, amount));
  }
  try {
    return draw();
  } finally {
    speak("en");
    setLkrFormat(undefined);
  }
}

/** The shell's markup with its slots (see the file's comment), keyed by language. */
export function renderShellMarkup() {
  const each = <T,>(draw: () => T) =>
    Object.fromEntries(LANGUAGE_CODES.map((code) => [code, inLanguage(code, draw)])) as Record<
      Language,
      T
    >;
  return { boot: each(boot), templates: each(templates) };
}
