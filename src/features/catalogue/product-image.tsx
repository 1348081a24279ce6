import { PLACEHOLDER_IMAGE } from "../../shared/images";
import { productImageSources } from "../../shared/product-image";

/**
 * A square product image with explicit size (no layout shift), responsive thumbs, lazy
 * below the fold, and the placeholder when the product has none or the file fails.
 */
export function ProductImage({
  path,
  alt,
  sizes,
  eager = false,
  priority = false,
  size = 400,
}: {
  path: string | undefined;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** the page's main image (its LCP): fetched ahead of other images */
  priority?: boolean;
  size?: number;
}) {
  const { src, srcSet } = productImageSources(path);
  return (
    <img
      className="product-image"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={(e) => {
        const img = e.currentTarget;
        if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
        img.srcset = "";
        img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
