import type { CSSProperties } from "react";

/**
 * Grey placeholders that hold the layout while data loads, so the page does not jump when the
 * real content arrives. Hidden from assistive technology; pair with a busy/"Loading" label.
 */
export function Skeleton({
  width = "100%",
  height = "1em",
  radius,
  className = "",
}: {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  radius?: CSSProperties["borderRadius"];
  className?: string;
}) {
  return (
    <span
      className={`skeleton ${className}`.trim()}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/** The shape of a product card: square image, two text lines and a button. */
export function ProductCardSkeleton() {
  return (
    <div className="card skeleton-card" aria-hidden="true">
      <Skeleton className="skeleton-card__image" height="auto" />
      <Skeleton width="40%" height="0.8em" />
      <Skeleton width="85%" height="1.1em" />
      <Skeleton width="50%" height="1.1em" />
      <Skeleton height="44px" radius="999px" />
    </div>
  );
}

/** A grid of card skeletons with one accessible "Loading" status for screen readers. */
export function ProductGridSkeleton({
  count = 8,
  label = "Loading products",
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton-grid">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
