/**
 * The product's photos: a file input labelled Photos taking several at once from the gallery
 * or the camera (no `capture`, so the phone offers both), each resized on the device
 * (resize-photo.ts), shown as thumbnails to move and remove; the first is the cover.
 */
import { useId, useState } from "react";
import type { FormPhoto } from "../../backend/admin-products";
import { PhotoError, resizePhoto } from "../../lib/resize-photo";
import { MAX_PHOTOS } from "../../shared/product-form";
import { moved } from "./product-draft";

let photoCount = 0;

export function ProductPhotos({
  photos,
  error,
  disabled,
  onChange,
  onRemove,
}: {
  photos: readonly FormPhoto[];
  error: string | undefined;
  disabled: boolean;
  onChange: (photos: FormPhoto[]) => void;
  onRemove: (photo: FormPhoto) => void;
}) {
  const id = useId();
  const [preparing, setPreparing] = useState(0);
  const [problem, setProblem] = useState("");

  async function add(files: File[]) {
    const room = MAX_PHOTOS - photos.length;
    const taken = files.slice(0, Math.max(0, room));
    setProblem(files.length > taken.length ? `A product has at most ${MAX_PHOTOS} photos.` : "");
    setPreparing(taken.length);
    const added: FormPhoto[] = [];
    for (const file of taken) {
      try {
        const small = await resizePhoto(file);
        added.push({
          kind: "new",
          key: `photo-${++photoCount}`,
          file: small,
          url: URL.createObjectURL(small),
        });
      } catch (failure) {
        setProblem(failure instanceof PhotoError ? failure.message : "A photo could not be read.");
      }
      setPreparing((n) => n - 1);
    }
    onChange([...photos, ...added]);
  }

  const shown = problem || error;
  return (
    <fieldset className="admin-panel product-photos">
      <legend>Photos</legend>
      <p className="admin-note" id={`${id}-hint`}>
        The first photo is the cover. Photos are made smaller on this phone before they are sent.
      </p>
      {photos.length > 0 && (
        <ol className="product-photos__list">
          {photos.map((photo, index) => (
            <li
              key={photo.kind === "new" ? photo.key : photo.name}
              className="product-photos__item"
            >
              <img src={photo.url} alt={`${index + 1}${index === 0 ? " (cover)" : ""}`} />
              {index === 0 && <span className="product-photos__cover">Cover</span>}
              <div className="product-photos__actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moved(photos, index, -1))}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={disabled || index === photos.length - 1}
                  onClick={() => onChange(moved(photos, index, 1))}
                >
                  →
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove photo ${index + 1}`}
                  disabled={disabled}
                  onClick={() => onRemove(photo)}
                >
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label className="button button--secondary product-photos__add" htmlFor={id}>
        {preparing > 0 ? `Preparing ${preparing} photo${preparing > 1 ? "s" : ""}…` : "Add photos"}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        aria-label="Photos"
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
        aria-invalid={shown ? true : undefined}
        className="visually-hidden"
        disabled={disabled || photos.length >= MAX_PHOTOS}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) void add(files);
        }}
      />
      {shown && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
