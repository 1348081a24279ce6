/** The two buttons under a step's form in an order: save (saying so while busy) and Back. */
export function SaveOrBack({
  busy,
  label,
  onBack,
  className,
}: {
  busy: boolean;
  /** what saving does, e.g. "Record the refund" */
  label: string;
  onBack: () => void;
  className: string;
}) {
  return (
    <div className={className}>
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Saving…" : label}
      </button>
      <button type="button" className="button button--secondary" onClick={onBack}>
        Back
      </button>
    </div>
  );
}
