import { useState } from "react";
import { PLACEHOLDER_IMAGE } from "../../shared/images";
import { productImageSources } from "../../shared/product-image";

/**
 * A square product image with explicit size (no layout shift), lazy below the fold: an
 * upload's web variants (AVIF, else WebP, at the width `sizes` needs), else the path's own
 * form. If what it shows fails to load it tries the fallback (the stored file, or the path as
 * typed), then the placeholder. pb_hooks/lib/page-shell.js draws the same markup.
 */
export function ProductImage({
  path,
  alt,
  sizes,
  eager = false,
  priority = false,
  size = 400,
  full = false,
}: {
  path: string | undefined;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** the page's main image (its LCP): fetched ahead of other images */
  priority?: boolean;
  size?: number;
  /** the whole photo, uncropped (the full-screen view) */
  full?: boolean;
}) {
  // 0: the sources, 1: their fallback, 2: the placeholder (keyed by path: a new path starts over)
  const [failed, setFailed] = useState({ path, step: 0 });
  const step = failed.path === path ? failed.step : 0;
  const sources = productImageSources(path, full);
  const shown =
    step === 0
      ? sources
      : { src: step === 1 && sources.fallback ? sources.fallback : PLACEHOLDER_IMAGE };
  const img = (
    <img
      className="product-image"
      src={shown.src}
      srcSet={shown.srcSet}
      sizes={shown.srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => {
        if (shown.src === PLACEHOLDER_IMAGE) return;
        setFailed({ path, step: step === 0 && sources.fallback ? 1 : 2 });
      }}
    />
  );
  if (!shown.avifSrcSet) return img;
  return (
    <picture className="product-picture">
      <source
        type="image/avif"
        srcSet={shown.avifSrcSet}
        sizes={shown.srcSet ? sizes : undefined}
      />
      {img}
    </picture>
  );
}
