/**
 * A product's photos: one square frame (fixed size, so nothing shifts) holding a horizontal
 * scroll-snap strip, so phones swipe between photos, with thumbnails that pick one. On a desktop
 * pointer, hovering magnifies the photo around the pointer; a tap or click opens the photo full
 * screen in a dialog (Escape or Close returns focus to the photo): the whole photo at 1600 px,
 * and the photo as uploaded once the shopper magnifies it.
 */
import { type MouseEvent, type PointerEvent, useRef, useState } from "react";
import { Modal } from "../../components/modal";
import { useT } from "../../hooks/use-t";
import { zoomOrigin } from "../../lib/product-page";
import { DETAILS_SIZES } from "../../shared/page-shell";
import { originalImage } from "../../shared/product-image";
import { ProductImage } from "./product-image";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Magnifies around the pointer: sets the `--zoom-x/y` the CSS uses as transform-origin. */
function focusZoom(event: MouseEvent<HTMLElement>) {
  const el = event.currentTarget;
  const origin = zoomOrigin({ x: event.clientX, y: event.clientY }, el.getBoundingClientRect());
  el.style.setProperty("--zoom-x", origin.x);
  el.style.setProperty("--zoom-y", origin.y);
}

/** The hover zoom follows a mouse (touch has no hover). */
function followPointer(event: PointerEvent<HTMLElement>) {
  if (event.pointerType === "mouse") focusZoom(event);
}

export function ProductGallery({
  images,
  name,
}: {
  images: readonly (string | undefined)[];
  name: string;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const count = images.length;

  const show = (i: number) => {
    setIndex(i);
    const el = strip.current;
    el?.scrollTo({ left: i * el.clientWidth, behavior: reducedMotion() ? "auto" : "smooth" });
  };
  // A swipe moves the strip; the photo that settles in the frame becomes the chosen one.
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const shown = Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)));
    if (shown !== index) setIndex(shown);
  };

  return (
    <div className="details__gallery gallery">
      <div className="details__main-image gallery__frame">
        <div className="gallery__strip" ref={strip} onScroll={count > 1 ? onScroll : undefined}>
          {images.map((path, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a product may list one file twice
              key={i}
              type="button"
              className="gallery__slide"
              aria-label={count > 1 ? `Zoom photo ${i + 1} of ${count}` : "Zoom photo"}
              tabIndex={i === index ? 0 : -1}
              data-current={i === index ? "" : undefined}
              onPointerMove={followPointer}
              onClick={() => {
                setIndex(i);
                setZoomed(true);
              }}
            >
              <ProductImage
                path={path}
                alt={name}
                sizes={DETAILS_SIZES}
                size={800}
                priority={i === 0}
              />
            </button>
          ))}
        </div>
      </div>
      {count > 1 && (
        <fieldset className="details__thumbs">
          <legend className="visually-hidden">{t("Photos")}</legend>
          {images.map((path, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a product may list one file twice
              key={i}
              type="button"
              className={`details__thumb${i === index ? " is-selected" : ""}`}
              aria-label={`Show photo ${i + 1} of ${count}`}
              aria-pressed={i === index}
              onClick={() => show(i)}
            >
              <ProductImage path={path} alt="" sizes="72px" size={72} />
            </button>
          ))}
        </fieldset>
      )}
      {zoomed && (
        <ZoomDialog images={images} start={index} name={name} onClose={() => setZoomed(false)} />
      )}
    </div>
  );
}

/**
 * The chosen photo full screen; a tap magnifies it around the tapped point, another undoes it.
 * Previous and Next move through the photos here only: closing returns to the photo opened.
 */
function ZoomDialog({
  images,
  start,
  name,
  onClose,
}: {
  images: readonly (string | undefined)[];
  start: number;
  name: string;
  onClose: () => void;
}) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const [magnified, setMagnified] = useState(false);
  const count = images.length;
  const original = originalImage(images[index]);
  const pick = (i: number) => {
    setMagnified(false);
    setIndex((i + count) % count);
  };
  return (
    <Modal open title={name} onClose={onClose} className="modal--zoom">
      <button
        type="button"
        className={`zoom__photo${magnified ? " is-magnified" : ""}`}
        aria-label={magnified ? "Zoom out" : "Zoom in"}
        onClick={(event) => {
          focusZoom(event);
          setMagnified((m) => !m);
        }}
      >
        <ProductImage
          key={index}
          path={images[index]}
          alt={count > 1 ? `${name}, photo ${index + 1} of ${count}` : name}
          sizes="100vw"
          size={800}
          eager
          full
        />
        {magnified && original && (
          // the photo as uploaded, for its detail: loaded on the first magnify, over the
          // 1600 px view until it arrives
          <img
            key={original}
            className="product-image zoom__original"
            src={original}
            alt=""
            width={800}
            height={800}
            decoding="async"
            onError={(e) => {
              e.currentTarget.hidden = true;
            }}
          />
        )}
      </button>
      {count > 1 && (
        <div className="zoom__nav">
          <button
            type="button"
            className="button button--secondary"
            aria-label={t("Previous photo")}
            onClick={() => pick(index - 1)}
          >
            Previous
          </button>
          <span aria-live="polite">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t("Next photo")}
            onClick={() => pick(index + 1)}
          >
            Next
          </button>
        </div>
      )}
    </Modal>
  );
}
