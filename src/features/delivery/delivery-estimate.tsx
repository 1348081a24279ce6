/**
 * "Delivery to Kandy: LKR 450" on the product page and in the cart, before any checkout: the
 * checkout's rule and the device's last synced rates (use-delivery-quote.ts), for the remembered
 * district, with a picker of the checkout's districts when none is remembered
 * (docs/decisions/0130-fee-before-checkout.md).
 */
import { useSetAtom } from "jotai";
import { useState } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { cashOnDeliveryIn, type DeliveryQuote } from "../../shared/delivery";
import {
  CASH_ON_DELIVERY_AVAILABLE,
  CHANGE_DISTRICT,
  DELIVERY_FREE,
  DELIVERY_TO,
} from "../../shared/delivery-texts";
import { formatLkr } from "../../shared/money";
import { type ParcelLine, useParcelQuote } from "../checkout/use-delivery-quote";
import { pickedDistrictAtom, useRememberedDistrict } from "./district-atoms";
import { DistrictPicker } from "./district-picker";
import "./delivery.css";

export function DeliveryEstimate({ parcel }: { parcel: readonly ParcelLine[] }) {
  const district = useRememberedDistrict();
  const quote = useParcelQuote(parcel, district);
  return <DeliveryEstimateFor district={district} quote={quote} />;
}

/** The estimate for a quote already made (the cart also shows it in its summary). */
export function DeliveryEstimateFor({
  district,
  quote,
}: {
  district: string;
  quote: DeliveryQuote;
}) {
  const t = useT();
  const pick = useSetAtom(pickedDistrictAtom);
  const [picking, setPicking] = useState(false);
  if (!district || picking) {
    return (
      <div className="delivery-estimate" data-testid="delivery-estimate">
        <DistrictPicker
          value={district}
          onPick={(chosen) => {
            pick(chosen);
            setPicking(false);
          }}
        />
      </div>
    );
  }
  const place = t(district);
  const sentence =
    quote.kind === "unknown"
      ? t("We do not deliver to {district} yet.", { district: place })
      : t(DELIVERY_TO, {
          district: place,
          fee: quote.kind === "free" ? t(DELIVERY_FREE) : formatLkr(quote.amount),
        });
  return (
    <div className="delivery-estimate" data-testid="delivery-estimate">
      <Icon name="truck" size={18} />
      <div className="delivery-estimate__text">
        <p
          className="delivery-estimate__fee"
          data-testid="delivery-estimate-fee"
          aria-live="polite"
        >
          {sentence}
        </p>
        {cashOnDeliveryIn(quote) && (
          <p className="delivery-estimate__note">{t(CASH_ON_DELIVERY_AVAILABLE)}</p>
        )}
      </div>
      <button type="button" className="delivery-estimate__change" onClick={() => setPicking(true)}>
        {t(CHANGE_DISTRICT)}
      </button>
    </div>
  );
}
