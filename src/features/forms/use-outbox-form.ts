/**
 * The contact and custom-order forms' state machine:
 * idle -> submitted (validation shown) -> loading -> success | error | queued.
 * A valid submission is written to the outbox first; if it cannot be delivered right now
 * (offline, server down) the form says so and the outbox sends it later ("queued"), turning
 * into success when it arrives. "error" is kept for a real refusal by the server.
 */
import { useEffect, useState } from "react";
import type * as v from "valibot";
import type { OutboxKind } from "../../offline/db";
import { discardItem, enqueue, OUTBOX_QUOTA_MESSAGE, waitForDelivery } from "../../offline/outbox";
import { useOutboxItem } from "../../offline/outbox-hooks";
import { isQuotaError } from "../../offline/sync-status";
import { newClientId } from "../../shared/ids";
import type { FormSchema } from "../../shared/validation/result";
import { useValidatedForm } from "./use-validated-form";

export type FormStatus = "idle" | "submitted" | "loading" | "success" | "error" | "queued";

/** How long the form waits for a first answer before reporting "saved, will be sent". */
const DELIVERY_WAIT_MS = 6000;

/** useValidatedForm plus delivery through the outbox and the status line's state. */
export function useOutboxForm<S extends FormSchema>(
  kind: OutboxKind,
  schema: S,
  empty: v.InferInput<S>,
) {
  type Input = v.InferInput<S>;
  const form = useValidatedForm(schema, empty);
  const [status, setStatus] = useState<FormStatus>("idle");
  const [serverDetail, setServerDetail] = useState<string>();
  const [queuedId, setQueuedId] = useState<string>();
  const queued = useOutboxItem(queuedId);

  // A queued submission that arrives later turns the form's notice into the success message.
  useEffect(() => {
    if (status === "queued" && queued?.state === "sent") setStatus("success");
  }, [status, queued?.state]);

  /** Editing after an answer takes the answer away. */
  function clearAnswer() {
    if (status === "success" || status === "error" || status === "queued") setStatus("idle");
  }

  function set<K extends Extract<keyof Input, string>>(field: K, value: Input[K]) {
    form.set(field, value);
    clearAnswer();
  }

  /** The props of a FormField / TextAreaField for `name` (see useValidatedForm's `field`). */
  function field(name: Parameters<typeof form.field>[0]) {
    const props = form.field(name);
    return {
      ...props,
      onChange: (event: { target: { value: string } }) => {
        props.onChange(event);
        clearAnswer();
      },
    };
  }

  async function submit() {
    const check = form.attempt();
    setStatus("submitted");
    if (!check.ok) return;
    setStatus("loading");
    const clientId = newClientId();
    try {
      await enqueue(kind, { ...(check.values as Record<string, unknown>), clientId });
    } catch (error) {
      // The device refused to store it: say why when it is full; what was typed stays.
      setServerDetail(isQuotaError(error) ? OUTBOX_QUOTA_MESSAGE : undefined);
      setStatus("error");
      return;
    }
    const item = await waitForDelivery(clientId, DELIVERY_WAIT_MS);
    if (item?.state === "failed") {
      // The form keeps what was typed, so the refused copy need not wait in the outbox.
      setServerDetail(item.error);
      await discardItem(clientId);
      setStatus("error");
      return;
    }
    setServerDetail(undefined);
    form.reset();
    if (item?.state === "sent") setStatus("success");
    else {
      setQueuedId(clientId);
      setStatus("queued");
    }
  }

  return { values: form.values, set, field, status, errors: form.errors, serverDetail, submit };
}
