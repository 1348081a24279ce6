/**
 * The contact and custom-order forms' state machine:
 * idle -> submitted (validation shown) -> loading -> success | error | queued.
 * A valid submission goes through submit() (the outbox); if it cannot be delivered right now
 * (offline, server down) the form says so and the outbox sends it later ("queued"), turning
 * into success when it arrives. "error" is a refusal by the server, or a device that could not
 * store it, with the reason in `serverDetail`.
 */
import { useEffect, useState } from "react";
import type * as v from "valibot";
import type { OutboxKind } from "../../offline/db";
import { useOutboxItem } from "../../offline/outbox-hooks";
import { submit as submitToShop } from "../../offline/submit";
import type { FormSchema } from "../../shared/validation/result";
import { useValidatedForm } from "./use-validated-form";

export type FormStatus = "idle" | "submitted" | "loading" | "success" | "error" | "queued";

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

  /**
   * Sends the checked values with `extra` (a request's photos, outside the schema); true when
   * the shop has it or the outbox will send it, so the screen may clear what it holds itself.
   */
  async function submit(extra: Record<string, unknown> = {}): Promise<boolean> {
    const check = form.attempt();
    setStatus("submitted");
    if (!check.ok) return false;
    setStatus("loading");
    const result = await submitToShop(kind, { ...(check.values as object), ...extra });
    if (result.kind === "refused" || result.kind === "no-storage") {
      // Nothing is kept on the device; what was typed stays in the form for another try.
      setServerDetail(result.message);
      setStatus("error");
      return false;
    }
    setServerDetail(undefined);
    form.reset();
    if (result.kind === "sent") setStatus("success");
    else {
      setQueuedId(result.id);
      setStatus("queued");
    }
    return true;
  }

  return { values: form.values, set, field, status, errors: form.errors, serverDetail, submit };
}
