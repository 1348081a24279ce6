import { useT } from "../../hooks/use-t";
import { t } from "../../lib/i18n/i18n";
import { isFreeShipping } from "../../lib/settings-defaults";
import { useSettings } from "../../offline/hooks";
import type { DeliveryQuote } from "../../shared/delivery";
import {
  cartDeliveryTexts,
  DELIVERY_CHOOSE_DISTRICT,
  DELIVERY_FREE,
} from "../../shared/delivery-texts";
import { formatLkr } from "../../shared/money";
import { DeliveryLine } from "./summary-line";

/** What the delivery line says for a checkout's quote. */
export function quoteText(quote: DeliveryQuote): string {
  if (quote.kind === "free") return t(DELIVERY_FREE);
  if (quote.kind === "fee") return formatLkr(quote.amount);
  return t(DELIVERY_CHOOSE_DISTRICT);
}

/**
 * The summary's Delivery line. The cart has no address yet: "Free (Air Cargo)" while free
 * shipping lasts, else that the fee is shown at checkout by district (cartDeliveryTexts). The
 * checkout passes the quote for the chosen district (src/shared/delivery.ts).
 */
export function ShippingLine({ quote }: { quote?: DeliveryQuote }) {
  useT();
  const settings = useSettings();
  const text = quote ? quoteText(quote) : t(cartDeliveryTexts(isFreeShipping(settings)).delivery);
  return <DeliveryLine text={text} />;
}
