/** One delivery zone's fields in /admin → Delivery, with its messages beside it. */
import { CheckboxField, FormField } from "../../components/form-field";
import { DISTRICT_NAMES } from "../../shared/places";
import { tickDistrict, type ZoneDraft, type ZoneErrors } from "./zones-draft";

export function ZoneFields({
  zones,
  index,
  errors,
  onChange,
}: {
  zones: readonly ZoneDraft[];
  index: number;
  errors: ZoneErrors;
  onChange: (zones: ZoneDraft[]) => void;
}) {
  const zone = zones[index] as ZoneDraft;
  const title = zone.name.trim() || `Zone ${index + 1}`;
  const set = (change: Partial<ZoneDraft>) =>
    onChange(zones.map((z, i) => (i === index ? { ...z, ...change } : z)));
  const owner = (district: string) => zones.find((z) => z.districts.includes(district));
  const error = (field: string) => errors[`${index}.${field}`];
  const fee = (field: "baseFee" | "baseWeightKg" | "extraKgFee", label: string) => (
    <FormField
      label={label}
      inputMode={field === "baseWeightKg" ? "decimal" : "numeric"}
      value={zone[field]}
      error={error(field)}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );
  return (
    <li className="admin-panel zone" aria-label={title}>
      <h2>{title}</h2>
      {errors[String(index)] && (
        <p className="field__error zone__error" role="alert">
          {errors[String(index)]}
        </p>
      )}
      <FormField
        label="Zone name"
        maxLength={60}
        value={zone.name}
        error={error("name")}
        onChange={(event) => set({ name: event.target.value })}
      />
      <div className="zone__fees">
        {fee("baseFee", "Base fee (LKR)")}
        {fee("baseWeightKg", "Base weight (kg)")}
        {fee("extraKgFee", "Fee per extra kg (LKR)")}
      </div>
      <CheckboxField
        name={`cod-${zone.key}`}
        label="Cash on delivery in this zone"
        checked={zone.cashOnDelivery}
        onChange={(checked) => set({ cashOnDelivery: checked })}
      />
      <details className="zone__districts">
        <summary>
          Districts: {zone.districts.length ? zone.districts.join(", ") : "the rest of the island"}
        </summary>
        <fieldset>
          <legend className="visually-hidden">Districts of {title}</legend>
          {DISTRICT_NAMES.map((district) => {
            const other = owner(district);
            const mine = other === zone;
            return (
              <label key={district} className="zone__district">
                <input
                  type="checkbox"
                  checked={mine}
                  onChange={(event) =>
                    onChange(tickDistrict(zones, index, district, event.target.checked))
                  }
                />
                <span>
                  {district}
                  {other && !mine && (
                    <span className="zone__elsewhere">
                      {" "}
                      (now in {other.name || "another zone"})
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      </details>
      {zones.length > 1 && (
        <button
          type="button"
          className="link-button"
          onClick={() => onChange(zones.filter((_, i) => i !== index))}
        >
          Remove {title}
        </button>
      )}
    </li>
  );
}
