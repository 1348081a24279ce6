import { atom, useAtomValue, useSetAtom } from "jotai";
import { useMemo } from "react";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { afterNextPaint } from "../../lib/after-first-paint";
import type { Product, ProductOption } from "../../lib/types";
import { store } from "../../state/store";
import { addToCartAtom, cartAtom } from "../cart/cart-atoms";
import {
  addButtonState,
  addButtonTitle,
  addedMessage,
  maxWarning,
  quantityInCart,
} from "../cart/cart-logic";
import { showToast } from "../toast/toast-atoms";

/** The add-to-cart button: titles, disabled states, icon, a warning at the cart limit. */
export function AddButton({
  product,
  option = null,
  quantity = 1,
  label,
  block = false,
  choose = null,
  onOpenDetails,
}: {
  product: Product;
  option?: ProductOption | null;
  quantity?: number;
  label?: string;
  block?: boolean;
  /** "Choose a size": an option must be chosen first, so the button asks and adds nothing */
  choose?: string | null;
  /** when set, the button opens details instead of adding (products with options) */
  onOpenDetails?: () => void;
}) {
  // Each button follows only its own state: adding one product redraws its button, not every
  // card's on the screen (docs/decisions/0023-taps-answer-at-once.md).
  const stateAtom = useMemo(
    () => atom((get) => addButtonState(get(cartAtom), product, option)),
    [product, option],
  );
  const t = useT();
  const state = useAtomValue(stateAtom);
  const add = useSetAtom(addToCartAtom);
  const asking = state === "add" && choose !== null;
  const title = asking ? t(choose) : addButtonTitle(state);
  const disabled = state !== "add" || asking;

  function onClick() {
    if (onOpenDetails) return onOpenDetails();
    const added = add({ product, option, quantity });
    const inCart = quantityInCart(store.get(cartAtom), product.id, option);
    // One toast for adding, updated in place: repeated adds never pile up. The cart's count
    // in the header answers the tap in its own frame; the toast follows after it.
    const message = addedMessage(product.name, quantity, added, inCart);
    afterNextPaint(
      () =>
        void showToast(message, added > 0 ? "success" : "error", undefined, { key: "cart-add" }),
    );
  }

  return (
    <div className={`add-button${block ? " add-button--block" : ""}`}>
      <button
        type="button"
        className={`button add-button__button${block ? " button--block" : ""}`}
        title={title}
        aria-label={`${title}: ${product.name}`}
        disabled={disabled}
        onClick={onClick}
      >
        {/* at the limit the words alone, so "Max 5 reached" fits a phone's card on one line */}
        {state !== "max-reached" && (
          <Icon name={state === "out-of-stock" ? "ban" : "cart"} size={18} />
        )}
        <span>{state === "add" && !asking ? (label ?? t("Add")) : title}</span>
      </button>
      {state === "max-reached" && (
        <p className="add-button__warning" role="status">
          {maxWarning()}
        </p>
      )}
    </div>
  );
}
