/**
 * A custom request's photos: up to 3 screenshots or photos of what the shopper is looking for,
 * each resized on the device as it is chosen (src/lib/prepare-attachment.ts) and shown as a
 * thumbnail to remove. The Blobs travel with the request through the outbox; a refused file is
 * said in the shopper's words and the others stay.
 */
import { useEffect, useId, useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { tServer } from "../../lib/i18n/server-messages";
import { prepareAttachment } from "../../lib/prepare-attachment";
import { MAX_REQUEST_PHOTOS, REQUEST_PHOTO_RULE } from "../../shared/attachments";

export interface RequestPhoto {
  blob: Blob;
  name: string;
}

export function RequestPhotos({
  photos,
  onChange,
}: {
  photos: RequestPhoto[];
  onChange: (next: RequestPhoto[]) => void;
}) {
  const t = useT();
  const inputId = useId();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [urls, setUrls] = useState<string[]>([]);

  useEffect(() => {
    const next = photos.map((photo) => URL.createObjectURL(photo.blob));
    setUrls(next);
    return () => {
      for (const url of next) URL.revokeObjectURL(url);
    };
  }, [photos]);

  async function add(files: File[]) {
    setError("");
    if (files.length === 0) return;
    setBusy(true);
    const next = [...photos];
    let problem = "";
    for (const file of files) {
      if (next.length >= MAX_REQUEST_PHOTOS) {
        problem ||= REQUEST_PHOTO_RULE.tooMany;
        break;
      }
      const ready = await prepareAttachment(file, REQUEST_PHOTO_RULE);
      if ("problem" in ready) problem ||= ready.problem;
      else next.push(ready);
    }
    setBusy(false);
    setError(problem);
    onChange(next);
  }

  return (
    <fieldset className="link-list request-photos">
      <legend>{t("Photos (optional)")}</legend>
      <p className="link-list__hint">{t("Up to 3 photos or screenshots of what you want.")}</p>
      {photos.length > 0 && (
        <ul className="request-photos__list">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index.toString()}`} className="request-photos__item">
              {urls[index] && <img src={urls[index]} alt={photo.name} />}
              <button
                type="button"
                className="icon-button"
                aria-label={t("Remove photo {number}", { number: index + 1 })}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              >
                <Icon name="trash" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_REQUEST_PHOTOS && (
        <>
          <label htmlFor={inputId} className="button button--secondary link-list__add">
            <Icon name="plus" size={18} /> {busy ? t("Preparing the photo…") : t("Add a photo")}
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            onChange={(event) => {
              void add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = "";
            }}
          />
        </>
      )}
      {error && (
        <p className="field__error" role="alert">
          {tServer(error)}
        </p>
      )}
    </fieldset>
  );
}
