import { useState } from "react";
import { PLACEHOLDER_IMAGE } from "../../shared/images";
import { type ImageSources, productImageSources } from "../../shared/product-image";

interface ImageLook {
  alt: string;
  sizes: string;
  eager?: boolean;
  /** the page's main image (its LCP): fetched ahead of other images */
  priority?: boolean;
  size?: number;
}

/**
 * A square product image with explicit size (no layout shift), lazy below the fold: an
 * upload's web variants (AVIF, else WebP, at the width `sizes` needs), else the path's own
 * form. If what it shows fails to load it tries the fallback (the stored file, or the path as
 * typed), then the placeholder.
 */
export function ProductImage({
  path,
  full = false,
  ...look
}: ImageLook & {
  path: string | undefined;
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
  return (
    <ProductImageView
      {...look}
      sources={shown}
      onError={() => {
        if (shown.src === PLACEHOLDER_IMAGE) return;
        setFailed({ path, step: step === 0 && sources.fallback ? 1 : 2 });
      }}
    />
  );
}

/**
 * The image's markup from its sources alone: an <img>, in a <picture> offering AVIF first when
 * there are AVIF variants. The server's first screen is drawn from it too
 * (src/features/layout/shell-markup.tsx).
 */
export function ProductImageView({
  sources,
  alt,
  sizes,
  eager = false,
  priority = false,
  size = 400,
  onError,
}: ImageLook & { sources: ImageSources; onError?: () => void }) {
  const img = (
    <img
      className="product-image"
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={onError}
    />
  );
  if (!sources.avifSrcSet) return img;
  return (
    <picture className="product-picture">
      <source
        type="image/avif"
        srcSet={sources.avifSrcSet}
        sizes={sources.srcSet ? sizes : undefined}
      />
      {img}
    </picture>
  );
}
