/**
 * "Shown in the shop" for a category or subcategory. Switching one off first says how many
 * products it hides (they are then not listed, not found and not sold; nothing is deleted), and
 * waits for a second tap; switching on is one tap.
 */
import { useEffect, useState } from "react";
import { countProducts, type Group, updateGroup } from "../../backend/admin-categories";
import { countOf } from "./admin-format";
import { refusalText, useSaving } from "./admin-saving";

export function GroupSwitch({
  group,
  id,
  name,
  on,
  onChanged,
}: {
  group: Group;
  id: string;
  name: string;
  on: boolean;
  onChanged: () => void;
}) {
  const { busy, run } = useSaving();
  const [asking, setAsking] = useState<string>();
  // the switch moves at the tap; the saved state puts it back if the server refuses
  const [shown, setShown] = useState(on);
  useEffect(() => setShown(on), [on]);
  async function ask() {
    setShown(false);
    try {
      const count = await countProducts(group, id);
      const products = `its ${countOf(count, "product", "products")}`;
      setAsking(
        `Switching off ${name} hides ${products} from the shop: not listed, not found, not sold. Nothing is deleted.`,
      );
    } catch (error) {
      setAsking(refusalText(error));
    }
  }
  async function set(next: boolean) {
    setAsking(undefined);
    setShown(next);
    const done = `${name} is ${next ? "in the shop" : "switched off"}.`;
    if (await run(() => updateGroup(group, id, { isEnabled: next }), done)) onChanged();
    else setShown(on);
  }
  const keep = () => {
    setAsking(undefined);
    setShown(on);
  };
  return (
    <div className="group-switch">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={shown}
          aria-checked={shown}
          disabled={busy || asking !== undefined}
          onChange={(event) => (event.target.checked ? void set(true) : void ask())}
        />
        <span>
          Shown in the shop<span className="visually-hidden">: {name}</span>
        </span>
      </label>
      {asking !== undefined && (
        <div className="group-switch__ask" role="alert">
          <p>{asking}</p>
          <div className="names-form__buttons">
            <button type="button" className="button" onClick={() => void set(false)}>
              Switch off
            </button>
            <button type="button" className="button button--secondary" onClick={keep}>
              Keep it on
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
