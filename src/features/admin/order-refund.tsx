/**
 * **Record a refund**: the amount, the reason the customer reads, and the unboxing video as a
 * link, a file (the customer usually sent it on WhatsApp, so it is on the owner's phone), or
 * both. Without a file the refund goes through the outbox like every step; with one it is sent
 * at once with its progress shown, since a video of tens of MB does not wait in the outbox. The
 * file's type and size are checked here by its bytes as the server checks them
 * (src/shared/attachments.ts VIDEO_RULE), so a wrong file is said before anything is sent.
 */
import { type FormEvent, useState } from "react";
import { sendRefundWithVideo } from "../../backend/admin-orders";
import type { UploadRefusal } from "../../backend/upload-request";
import { FormField, TextAreaField } from "../../components/form-field";
import type { AdminOrder } from "../../lib/admin-types";
import { attachmentProblem, fileRefusal, VIDEO_RULE, VIDEO_TYPES } from "../../shared/attachments";
import { newClientId } from "../../shared/ids";
import { IMAGE_HEAD_BYTES } from "../../shared/image-size";
import { refundFormSchema, VIDEO_REQUIRED } from "../../shared/refunds";
import { useValidatedForm } from "../forms/use-validated-form";
import { showToast } from "../toast/toast-atoms";
import { sendAftercare } from "./aftercare-send";
import { SaveOrBack } from "./save-or-back";

const OFFLINE_VIDEO =
  "The video file is sent when you are online. Connect and try again, or paste its link instead.";

/** Why the chosen file cannot be the video, read from its first bytes, or "". */
async function videoProblem(file: File): Promise<string> {
  try {
    const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
    return attachmentProblem(head, file.size, VIDEO_RULE);
  } catch {
    // moved or deleted since it was chosen: nothing to send
    return "This file could not be read. Please choose it again.";
  }
}

/** The server's refusal of the video in this form's words (PocketBase's own codes included). */
function videoRefusal(refusal: UploadRefusal): string {
  // a body over the server's limit is refused before PocketBase reads it, with no field's code
  if (refusal.status === 413) return VIDEO_RULE.tooBig;
  return fileRefusal(refusal.codes.video, VIDEO_RULE) ?? refusal.fields.video ?? "";
}

export function RefundForm({
  order,
  accountId,
  onClose,
}: {
  order: AdminOrder;
  accountId: string;
  onClose: (done: boolean) => void;
}) {
  const form = useValidatedForm(
    refundFormSchema,
    { amount: "", reason: "", videoUrl: "" },
    "Please check the refund.",
  );
  const [clientId] = useState(newClientId);
  const [video, setVideo] = useState<File>();
  const [fileError, setFileError] = useState("");
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();

  async function choose(file: File | undefined) {
    setVideo(undefined);
    const problem = file ? await videoProblem(file) : "";
    setFileError(problem);
    if (file && !problem) setVideo(file);
  }

  async function upload(fields: Record<string, string | number>, file: File) {
    if (!navigator.onLine) return form.fail(OFFLINE_VIDEO);
    setProgress(0);
    try {
      await sendRefundWithVideo(fields, file, (sent, total) =>
        setProgress(Math.round((sent / total) * 100)),
      );
      void showToast("Refund recorded", "success");
      onClose(true);
    } catch (error) {
      const refusal = error as UploadRefusal;
      const problem = videoRefusal(refusal);
      if (problem) setFileError(problem);
      else form.fail(Object.values(refusal.fields)[0] ?? refusal.message);
    } finally {
      setProgress(undefined);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const check = form.attempt();
    if (!check.ok || fileError) return;
    const { amount, reason, videoUrl } = check.values;
    if (!videoUrl && !video) return form.fail(VIDEO_REQUIRED);
    setBusy(true);
    const body = { action: "refund", fromStatus: order.status, order: order.id, clientId };
    const fields = { ...body, amount, note: reason, videoUrl };
    if (video) await upload(fields, video);
    else if (await sendAftercare(fields, accountId, form.fail, "Refund recorded")) onClose(true);
    setBusy(false);
  }

  return (
    <form className="form" onSubmit={save} noValidate aria-label="Record a refund">
      <FormField label="Amount (LKR)" inputMode="numeric" {...form.field("amount")} />
      <TextAreaField
        label="Reason"
        hint="The customer reads it in their order."
        rows={2}
        {...form.field("reason")}
      />
      <p className="admin-note">The unboxing video: paste its link, choose its file, or both.</p>
      <FormField
        label="Unboxing video (link)"
        hint="The customer's video, e.g. a Google Drive or WhatsApp link, starting with https://"
        type="url"
        {...form.field("videoUrl")}
      />
      <FormField
        label="Unboxing video (file)"
        type="file"
        accept={VIDEO_TYPES.join(",")}
        hint="An MP4, MOV or WebM video up to 50 MB."
        error={fileError || undefined}
        disabled={busy}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div aria-live="polite" className="form__messages">
        {form.message && <p className="form__error">{form.message}</p>}
        {progress !== undefined && (
          <p className="upload-progress">
            <progress max={100} value={progress} aria-label="Sending the video" /> Sending the
            video: {progress}%
          </p>
        )}
      </div>
      <SaveOrBack
        busy={busy}
        label="Record the refund"
        onBack={() => onClose(false)}
        className="order-steps__buttons"
      />
    </form>
  );
}
