/** The change /admin → Prices previews: which products, how much, which rounding. */
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { FormField, SelectField } from "../../components/form-field";
import type { Category } from "../../lib/types";
import { type BulkChange, bulkChangeSchema, ROUNDINGS } from "../../shared/bulk-prices";

const KINDS = { percent: "Percent (%)", amount: "LKR" } as const;
const DIRECTIONS = { up: "Up", down: "Down" } as const;

export function ChangeForm({
  brands,
  categories,
  busy,
  onPreview,
}: {
  brands: readonly string[];
  categories: readonly Category[];
  busy: boolean;
  onPreview: (change: BulkChange) => void;
}) {
  const [brand, setBrand] = useState("");
  const [category, setCategory] = useState("");
  const [kind, setKind] = useState<keyof typeof KINDS>("percent");
  const [direction, setDirection] = useState<keyof typeof DIRECTIONS>("up");
  const [amount, setAmount] = useState("");
  const [rounding, setRounding] = useState("10");
  const [errors, setErrors] = useState<Record<string, string>>({});
  function preview(event: FormEvent) {
    event.preventDefault();
    const typed = amount.trim() === "" ? Number.NaN : Number(amount.replace(",", "."));
    const result = v.safeParse(bulkChangeSchema, {
      brand,
      category,
      kind,
      amount: direction === "down" ? -typed : typed,
      rounding: Number(rounding),
    });
    if (!result.success) {
      const next: Record<string, string> = {};
      for (const issue of result.issues) {
        const field =
          v.getDotPath(issue) || (/brand, a category/.test(issue.message) ? "brand" : "amount");
        next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    onPreview(result.output);
  }
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
  return (
    <form className="admin-panel form price-change" onSubmit={preview} noValidate>
      <h2>Change prices</h2>
      <SelectField
        label="Brand"
        error={errors.brand}
        options={["", ...brands]}
        optionLabel={(b) => b || "Any brand"}
        value={brand}
        onChange={(event) => setBrand(event.target.value)}
      />
      <SelectField
        label="Category"
        error={errors.category}
        options={["", ...categories.map((c) => c.id)]}
        optionLabel={(id) => (id ? categoryName(id) : "Any category")}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      />
      <div className="price-change__row">
        <SelectField
          label="Direction"
          error={undefined}
          options={Object.keys(DIRECTIONS)}
          optionLabel={(d) => DIRECTIONS[d as keyof typeof DIRECTIONS]}
          value={direction}
          onChange={(event) => setDirection(event.target.value as keyof typeof DIRECTIONS)}
        />
        <FormField
          label="By"
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <SelectField
          label="In"
          error={undefined}
          options={Object.keys(KINDS)}
          optionLabel={(k) => KINDS[k as keyof typeof KINDS]}
          value={kind}
          onChange={(event) => setKind(event.target.value as keyof typeof KINDS)}
        />
      </div>
      <SelectField
        label="Round to the nearest (LKR)"
        error={undefined}
        options={ROUNDINGS.map(String)}
        value={rounding}
        onChange={(event) => setRounding(event.target.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        Preview
      </button>
    </form>
  );
}
