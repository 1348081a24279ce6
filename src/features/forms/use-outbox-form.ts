/**
 * The contact and custom-order forms' state machine (spec section 4, design section 5):
 * idle -> submitted (validation shown) -> loading -> success | error | queued.
 * A valid submission is written to the outbox first; if it cannot be delivered right now
 * (offline, server down) the form says so and the outbox sends it later ("queued"), turning
 * into success when it arrives. "error" is kept for a real refusal by the server.
 */
import { useEffect, useState } from "react";
import type * as v from "valibot";
import { newClientId } from "../../lib/ids";
import { validateForm } from "../../lib/validation/forms";
import type { OutboxKind } from "../../offline/db";
import { discardItem, enqueue, OUTBOX_QUOTA_MESSAGE, waitForDelivery } from "../../offline/outbox";
import { useOutboxItem } from "../../offline/outbox-hooks";
import { isQuotaError } from "../../offline/sync-status";

export type FormStatus = "idle" | "submitted" | "loading" | "success" | "error" | "queued";

/** How long the form waits for a first answer before reporting "saved, will be sent". */
const DELIVERY_WAIT_MS = 6000;

export function useOutboxForm<S extends v.GenericSchema<Record<string, unknown>>>(
  kind: OutboxKind,
  schema: S,
  empty: v.InferInput<S>,
) {
  type Input = v.InferInput<S>;
  const [values, setValues] = useState<Input>(empty);
  const [status, setStatus] = useState<FormStatus>("idle");
  const [attempted, setAttempted] = useState(false);
  const [serverDetail, setServerDetail] = useState<string>();
  const [queuedId, setQueuedId] = useState<string>();
  const queued = useOutboxItem(queuedId);

  const check = validateForm(schema, values);
  const errors: Partial<Record<string, string>> = attempted && !check.ok ? check.fieldErrors : {};

  // A queued submission that arrives later turns the form's notice into the success message.
  useEffect(() => {
    if (status === "queued" && queued?.state === "sent") setStatus("success");
  }, [status, queued?.state]);

  function set<K extends keyof Input>(field: K, value: Input[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (status === "success" || status === "error" || status === "queued") setStatus("idle");
  }

  async function submit() {
    setAttempted(true);
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
    setValues(empty);
    setAttempted(false);
    if (item?.state === "sent") setStatus("success");
    else {
      setQueuedId(clientId);
      setStatus("queued");
    }
  }

  return { values, set, status, errors, serverDetail, submit };
}
