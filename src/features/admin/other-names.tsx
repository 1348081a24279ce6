/** A category's Sinhala and Tamil names under its English one, each marked with its language. */
import type { LocalNames } from "../../shared/category-order";

export function OtherNames({ item }: { item: LocalNames }) {
  if (!item.nameSi && !item.nameTa) return null;
  return (
    <p className="other-names">
      {item.nameSi && <span lang="si">{item.nameSi}</span>}
      {item.nameTa && <span lang="ta">{item.nameTa}</span>}
    </p>
  );
}
