import { useState } from "react";
import { PLACEHOLDER_IMAGE } from "../shared/images";
import { thumbnailSrc } from "../shared/product-image";

/**
 * A product's small photo in a list (the cart, an order's lines). A photo that cannot load, such
 * as one this device never fetched while it is offline, gives way to the placeholder, which the
 * service worker keeps: never the browser's broken-image sign.
 */
export function Thumbnail({
  path,
  size,
  className,
  lazy = false,
}: {
  path: string | undefined;
  size: number;
  className?: string;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState<string>();
  const src = failed === path ? PLACEHOLDER_IMAGE : thumbnailSrc(path);
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? "lazy" : undefined}
      onError={() => {
        if (src !== PLACEHOLDER_IMAGE) setFailed(path);
      }}
    />
  );
}
