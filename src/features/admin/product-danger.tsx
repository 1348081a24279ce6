/** Duplicate and Delete of a saved product; Delete asks first, in the page, not a popup. */
import { useState } from "react";

export function ProductDanger({
  name,
  disabled,
  onDuplicate,
  onDelete,
}: {
  name: string;
  disabled: boolean;
  onDuplicate: () => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem("");
    try {
      await work();
    } catch {
      setProblem("That did not work: check the connection and try again.");
      setBusy(false);
    }
  };
  return (
    <div className="product-danger">
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled || busy}
        onClick={() => void run(onDuplicate)}
      >
        Duplicate
      </button>
      {asking ? (
        <div
          className="product-danger__confirm"
          role="alertdialog"
          aria-label="Delete the product?"
        >
          <p>
            Delete “{name}” for good? Orders keep their lines; the shop no longer lists it. To keep
            it but stop selling it, tick Hidden instead.
          </p>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void run(onDelete)}
          >
            Delete for good
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAsking(false)}
          >
            Keep it
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary product-danger__delete"
          disabled={disabled || busy}
          onClick={() => setAsking(true)}
        >
          Delete
        </button>
      )}
      {problem && <p className="field__error">{problem}</p>}
    </div>
  );
}
