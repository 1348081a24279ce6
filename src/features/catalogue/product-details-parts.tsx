/** The product page's surroundings: where it sits (breadcrumbs), sharing it, and its neighbours. */
import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/icon";
import { m } from "../../lib/i18n/i18n";
import { useT } from "../../lib/i18n/use-t";
import { productPageUrl, shareOrCopy } from "../../lib/product-page";
import type { Product } from "../../lib/types";
import { whatsappHref } from "../../lib/whatsapp";
import type { ProductPlace } from "../../offline/catalogue-hooks";
import { useSettings } from "../../offline/hooks";
import { categoryLabel } from "../../shared/catalogue";
import { showToast } from "../toast/toast-atoms";
import { ProductGrid } from "./product-card";

export const LINK_COPIED = m("Link copied");
export const SHARE_FAILED = m("Could not copy the link. Copy it from the address bar.");

/**
 * Home > Category > Subcategory > product, one line (fixed height: names arriving from the
 * device's catalogue move nothing). The category and subcategory open the products screen on them.
 */
export function Breadcrumbs({
  product,
  place,
}: {
  product: Product;
  place: ProductPlace | undefined;
}) {
  const t = useT();
  const categoryId = product.categoryId;
  const subcategory = place?.subcategory;
  return (
    <nav aria-label={t("Breadcrumb")} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/home">{t("Home")}</Link>
        </li>
        {categoryId && (
          <li>
            <Link to="/products" search={{ category: categoryId }}>
              {place?.category?.name || categoryLabel(product)}
            </Link>
          </li>
        )}
        {categoryId && subcategory && (
          <li>
            <Link to="/products" search={{ category: categoryId, sub: subcategory.id }}>
              {subcategory.name}
            </Link>
          </li>
        )}
        <li>
          <span aria-current="page">{product.name}</span>
        </li>
      </ol>
    </nav>
  );
}

/** The system share sheet where the browser has one, else the link copied with a toast. */
export function ShareButton({ product }: { product: Product }) {
  const t = useT();
  const share = async () => {
    const outcome = await shareOrCopy(navigator, {
      title: product.name,
      text: t("{name} at Island Imports", { name: product.name }),
      url: productPageUrl(window.location.origin, product),
    });
    if (outcome === "copied") void showToast(LINK_COPIED, "success", undefined, { key: "share" });
    if (outcome === "failed") void showToast(SHARE_FAILED, "error", undefined, { key: "share" });
  };
  return (
    <button type="button" className="button button--secondary share-button" onClick={share}>
      <Icon name="share" size={18} /> <span className="share-button__label">{t("Share")}</span>
    </button>
  );
}

/**
 * A question about this product to the shop's WhatsApp (settings' supportPhone), its name and
 * link written in; nothing when the shop has no usable number.
 */
export function AskOnWhatsApp({ product }: { product: Product }) {
  const t = useT();
  const phone = useSettings().supportPhone;
  const text = t("Hello! I have a question about {name}: {link}", {
    name: product.name,
    link: productPageUrl(window.location.origin, product),
  });
  const href = whatsappHref(phone, text);
  if (!href) return null;
  return (
    <a
      className="button button--secondary button--block ask-whatsapp"
      href={href}
      target="_blank"
      rel="noopener"
    >
      <Icon name="message" size={18} /> {t("Ask on WhatsApp")}
    </a>
  );
}

/** Up to 8 other products of the same subcategory, as the shop's product cards. */
export function RelatedProducts({ place }: { place: ProductPlace | undefined }) {
  const t = useT();
  if (!place?.related.length) return null;
  const sub = place.subcategory?.name.trim() ?? "";
  const area = sub && sub.toLowerCase() !== "other" ? sub : place.category?.name;
  const heading = area ? t("More in {area}", { area }) : t("Related products");
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{heading}</h2>
      <ProductGrid products={place.related} label={t("Related products")} eagerCount={0} />
    </section>
  );
}
