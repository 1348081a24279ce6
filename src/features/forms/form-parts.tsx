/** The status line and submit button shared by the contact and custom-request forms. */
import type { ReactNode } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { FORM_FAILED } from "../../shared/validation/forms";
import type { FormStatus } from "./use-outbox-form";

/** The aria-live line under the form: success, a real failure, or "saved on this device". */
export function FormStatusLine(props: {
  status: FormStatus;
  successMessage: string;
  queuedMessage: string;
  serverDetail?: string | undefined;
}) {
  const t = useT();
  let content: ReactNode = null;
  if (props.status === "success") {
    content = (
      <p className="form-status form-status--success">
        <Icon name="check" /> {t(props.successMessage)}
      </p>
    );
  } else if (props.status === "error") {
    content = (
      <div className="form-status form-status--error">
        <p>{t(FORM_FAILED)}</p>
        {props.serverDetail && <p className="form-status__detail">{props.serverDetail}</p>}
      </div>
    );
  } else if (props.status === "queued") {
    content = (
      <div className="form-status form-status--queued">
        <Icon name="offline" />
        <div>
          <p className="form-status__title">{t("Saved on this device")}</p>
          <p>{t(props.queuedMessage)}</p>
        </div>
      </div>
    );
  }
  return (
    <div aria-live="polite" className="form-status-region">
      {content}
    </div>
  );
}

export function SubmitButton({ status, label }: { status: FormStatus; label: string }) {
  const t = useT();
  const loading = status === "loading";
  return (
    <button type="submit" className="button form-submit" disabled={loading} aria-busy={loading}>
      {loading ? t("Sending…") : t(label)}
    </button>
  );
}
