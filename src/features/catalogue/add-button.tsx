import { useAtomValue, useSetAtom } from "jotai";
import { Icon } from "../../components/icon";
import type { Product, ProductOption } from "../../lib/types";
import { addToCartAtom, cartAtom } from "../cart/cart-atoms";
import { ADD_BUTTON_TITLE, addButtonState, MAX_UNITS_PER_LINE } from "../cart/cart-logic";
import { showToast } from "../toast/toast-atoms";

export const MAX_WARNING = `Maximum ${MAX_UNITS_PER_LINE} items allowed`;

/** The add-to-cart button: titles, disabled states, icon, a warning at the cart limit. */
export function AddButton({
  product,
  option = null,
  quantity = 1,
  label = "Add",
  block = false,
  onOpenDetails,
}: {
  product: Product;
  option?: ProductOption | null;
  quantity?: number;
  label?: string;
  block?: boolean;
  /** when set, the button opens details instead of adding (products with options) */
  onOpenDetails?: () => void;
}) {
  const items = useAtomValue(cartAtom);
  const add = useSetAtom(addToCartAtom);
  const state = addButtonState(items, product, option);
  const title = ADD_BUTTON_TITLE[state];
  const disabled = state !== "add";

  function onClick() {
    if (onOpenDetails) return onOpenDetails();
    const added = add({ product, option, quantity });
    if (added > 0) void showToast(`${product.name} added to cart`, "success");
    else void showToast(MAX_WARNING, "error");
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
        <Icon name={state === "out-of-stock" ? "ban" : "cart"} size={18} />
        <span>{state === "add" ? label : title}</span>
      </button>
      {state === "max-reached" && (
        <p className="add-button__warning" role="status">
          {MAX_WARNING}
        </p>
      )}
    </div>
  );
}
