/**
 * The checkout's memory: the typed form kept on the device as a draft (checkout-draft.ts), the
 * last order's address filled into an untouched address or offered beside a typed one (the
 * shopper's typing always wins), and the chosen district remembered for the product page and
 * the cart (docs/decisions/0130-fee-before-checkout.md).
 */
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { CheckoutInput } from "../../shared/validation/checkout";
import { pickedDistrictAtom } from "../delivery/district-atoms";
import { hasAddress, holdsAddress, saveDraft } from "./checkout-draft";
import { type LastAddress, useLastAddress } from "./use-last-address";

interface MemoryForm {
  values: CheckoutInput;
  set: <K extends keyof CheckoutInput>(name: K, value: CheckoutInput[K]) => void;
}

export interface SavedAddress {
  /** the last order's address was filled in by the shop (say so above the address) */
  filled: boolean;
  /** a saved address differing from the typed one, to offer as a choice */
  offer: LastAddress | undefined;
  /** fills the offered address in */
  use: () => void;
}

export function useSavedAddress(form: MemoryForm, userId: string): SavedAddress {
  const last = useLastAddress(userId);
  const [filled, setFilled] = useState(false);
  const pickDistrict = useSetAtom(pickedDistrictAtom);
  const { values, set } = form;

  useEffect(() => saveDraft(values), [values]);
  useEffect(() => {
    if (values.district) pickDistrict(values.district);
  }, [values.district, pickDistrict]);

  function fill(saved: LastAddress) {
    const { address, apartment, city, state, district, zip } = saved.address;
    const parts = { address, apartment, city, state, district, zip };
    for (const [name, value] of Object.entries(parts)) {
      set(name as keyof typeof parts, value ?? "");
    }
    if (!values.phone.trim()) set("phone", saved.phone);
    setFilled(true);
  }

  // The last order's address fills an untouched address once, as it loads.
  const untouched = !hasAddress(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill reads the values of this render
  useEffect(() => {
    if (last && !filled && untouched) fill(last);
  }, [last, filled, untouched]);

  const offer = last && !filled && !holdsAddress(values, last.address) ? last : undefined;
  return { filled, offer, use: () => last && fill(last) };
}
