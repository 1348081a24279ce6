/** The 25 districts of the checkout's address picker (src/shared/places.ts), in one select. */
import { SelectField } from "../../components/form-field";
import { useT } from "../../hooks/use-t";
import { DELIVERY_CHOOSE_DISTRICT, YOUR_DISTRICT } from "../../shared/delivery-texts";
import { DISTRICT_NAMES } from "../../shared/places";

export function DistrictPicker({
  value,
  onPick,
}: {
  value: string;
  onPick: (district: string) => void;
}) {
  const t = useT();
  return (
    <SelectField
      label={t(YOUR_DISTRICT)}
      placeholder={t(DELIVERY_CHOOSE_DISTRICT)}
      options={DISTRICT_NAMES}
      optionLabel={t}
      error={undefined}
      value={value}
      onChange={(event) => {
        if (event.target.value) onPick(event.target.value);
      }}
    />
  );
}
