import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { Icon } from "../../components/icon";
import { useT } from "../../hooks/use-t";
import { cartCountAtom } from "../cart/cart-atoms";

/** Cart link with the number of items as a badge; the count is part of the accessible name. */
export function CartLink() {
  const t = useT();
  const count = useAtomValue(cartCountAtom);
  return (
    <Link
      to="/cart"
      className="icon-button cart-link"
      aria-label={t("Cart, {count, plural, one {# item} other {# items}}", { count })}
    >
      <Icon name="cart" size={24} />
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
