/**
 * The address as couriers read it: Province, then District (the province's districts), then
 * City (the district's towns, searchable as you type; any other town may be typed), which
 * fills the Postal code (still editable). The lists come from src/shared/places.ts.
 */
import { useId } from "react";
import { FormField, SelectField } from "../../components/form-field";
import { useT } from "../../hooks/use-t";
import { m } from "../../lib/i18n/i18n";
import type { ShippingAddressField } from "../../shared/order-fields";
import { districtsOf, townsOf } from "../../shared/places";
import { type CheckoutInput, COUNTRY, PROVINCES } from "../../shared/validation/checkout";

/** The address fields' words, together for translation. */
export const ADDRESS_TEXTS = {
  legend: m("Shipping Address"),
  address: m("Address"),
  apartment: m("Apartment, suite, etc."),
  province: m("Province"),
  provincePlaceholder: m("Select province"),
  district: m("District"),
  districtPlaceholder: m("Select district"),
  districtFirst: m("Choose your province first"),
  city: m("City"),
  cityHint: m("Type to search your district's towns, or type your own if it is not listed."),
  postalCode: m("Postal code"),
  country: m("Country"),
};

type AddressKey = ShippingAddressField;

export interface AddressForm {
  values: CheckoutInput;
  set: <K extends keyof CheckoutInput>(name: K, value: CheckoutInput[K]) => void;
  field: (name: AddressKey) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
}

export function AddressFields({ form }: { form: AddressForm }) {
  const t = useT();
  const { values, set, field } = form;
  const listId = useId();
  const districts = districtsOf(values.state);
  const towns = townsOf(values.district);

  function chooseProvince(state: string) {
    set("state", state);
    if (!districtsOf(state).includes(values.district)) chooseDistrict("");
  }

  function chooseDistrict(district: string) {
    set("district", district);
    set("city", "");
    set("zip", "");
  }

  function typeCity(city: string) {
    set("city", city);
    const town = towns.find((t) => t.name.toLowerCase() === city.trim().toLowerCase());
    if (town) set("zip", town.postalCode);
  }

  return (
    <fieldset className="checkout__section">
      <legend>{t(ADDRESS_TEXTS.legend)}</legend>
      <div className="checkout__grid">
        <div className="checkout__wide">
          <FormField
            label={t(ADDRESS_TEXTS.address)}
            autoComplete="address-line1"
            {...field("address")}
          />
        </div>
        <div className="checkout__wide">
          <FormField
            label={t(ADDRESS_TEXTS.apartment)}
            optional
            autoComplete="address-line2"
            {...field("apartment")}
          />
        </div>
        <SelectField
          label={t(ADDRESS_TEXTS.province)}
          placeholder={t(ADDRESS_TEXTS.provincePlaceholder)}
          options={PROVINCES}
          optionLabel={t}
          autoComplete="address-level1"
          {...field("state")}
          onChange={(event) => chooseProvince(event.target.value)}
        />
        <SelectField
          label={t(ADDRESS_TEXTS.district)}
          placeholder={t(
            values.state ? ADDRESS_TEXTS.districtPlaceholder : ADDRESS_TEXTS.districtFirst,
          )}
          options={districts}
          optionLabel={t}
          disabled={!values.state}
          {...field("district")}
          onChange={(event) => chooseDistrict(event.target.value)}
        />
        <FormField
          label={t(ADDRESS_TEXTS.city)}
          autoComplete="address-level2"
          list={listId}
          hint={values.district ? t(ADDRESS_TEXTS.cityHint) : undefined}
          {...field("city")}
          onChange={(event) => typeCity(event.target.value)}
        />
        <datalist id={listId}>
          {towns.map((town) => (
            <option key={town.name} value={town.name}>
              {town.postalCode}
            </option>
          ))}
        </datalist>
        <FormField
          label={t(ADDRESS_TEXTS.postalCode)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          {...field("zip")}
        />
        <SelectField
          label={t(ADDRESS_TEXTS.country)}
          options={[COUNTRY]}
          optionLabel={t}
          {...field("country")}
        />
      </div>
    </fieldset>
  );
}
