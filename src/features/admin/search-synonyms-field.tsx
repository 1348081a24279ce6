/**
 * Settings → Search: the owner's synonyms, one group a line, added to the shop's own list
 * (src/shared/search-synonyms.ts, docs/owner-guide.md "Search: keywords and synonyms").
 */
import { TextAreaField } from "../../components/form-field";
import { SHOP_SYNONYMS } from "../../shared/search-synonyms";

export function SearchSynonymsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="admin-panel">
      <legend>Search</legend>
      <TextAreaField
        label="Search synonyms"
        optional
        rows={5}
        value={value}
        error={error}
        placeholder={"flip flops, slippers, සෙරෙප්පු\nperfume, fragrance, cologne"}
        hint="Words that mean the same, one group a line, separated by commas: a search for one also finds the others."
        onChange={(event) => onChange(event.target.value)}
      />
      <details>
        <summary>The shop's own list (always on)</summary>
        <ul className="admin-note">
          {SHOP_SYNONYMS.map((group) => (
            <li key={group[0]}>{group.join(", ")}</li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}
