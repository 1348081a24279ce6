/**
 * /admin → Delivery, the owner's (docs/owner-guide.md, "Delivery zones"): each zone's name,
 * fees and cash-on-delivery switch, and its districts picked from the list, each district in
 * exactly one zone. Checkout prices delivery with what is saved here (src/shared/delivery.ts);
 * the server checks a save with the same rule and refuses it with a sentence.
 */
import { type FormEvent, useEffect, useState } from "react";
import { fetchSettings, saveSettings } from "../../backend/admin-shop";
import { zonesOrDefault } from "../../shared/delivery";
import { MAX_DELIVERY_ZONES } from "../../shared/delivery-zones-form";
import { showToast } from "../toast/toast-atoms";
import { fieldErrors, NOT_SAVED_OFFLINE, refusalText } from "./admin-saving";
import { useAdminAccount } from "./admin-session";
import { OWNER_ONLY_CATALOGUE } from "./categories-screen";
import { ZoneFields } from "./zone-fields";
import { checkZones, newZone, toZoneDraft, type ZoneDraft, type ZoneErrors } from "./zones-draft";
import "./delivery.css";

export function DeliveryScreen() {
  const account = useAdminAccount();
  return (
    <section className="admin-page" aria-labelledby="delivery-title">
      <h1 id="delivery-title">Delivery</h1>
      {account?.role === "owner" ? <ZonesForm /> : <p>{OWNER_ONLY_CATALOGUE}</p>}
    </section>
  );
}

function ZonesForm() {
  const [id, setId] = useState("");
  const [zones, setZones] = useState<ZoneDraft[]>();
  const [errors, setErrors] = useState<ZoneErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchSettings().then(
      (settings) => {
        setId(settings.id);
        setZones(zonesOrDefault(settings.deliveryZones).map(toZoneDraft));
      },
      () => setMessage(NOT_SAVED_OFFLINE),
    );
  }, []);
  if (!zones) return <p className="admin-note">{message || "Loading…"}</p>;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!zones) return;
    const check = checkZones(zones);
    if (!check.ok) {
      setErrors(check.errors);
      setMessage("Not saved: please check the zones marked above.");
      return;
    }
    setBusy(true);
    try {
      const saved = await saveSettings(id, { deliveryZones: check.zones });
      setZones(zonesOrDefault(saved.deliveryZones).map(toZoneDraft));
      setErrors({});
      setMessage("");
      void showToast("Delivery zones saved. Checkout uses them at once.", "success");
    } catch (error) {
      setErrors({ "": fieldErrors(error).deliveryZones ?? "" });
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form zones" onSubmit={save} noValidate>
      <p className="admin-note">
        Each district belongs to one zone. A zone with no districts delivers to the rest of the
        island. Fees are in LKR: the base fee covers a parcel up to its weight, then each started
        kilogram adds the fee per extra kg.
      </p>
      {errors[""] && (
        <p className="field__error" role="alert">
          {errors[""]}
        </p>
      )}
      <ol className="zones__list" aria-label="Delivery zones">
        {zones.map((zone, index) => (
          <ZoneFields
            key={zone.key}
            zones={zones}
            index={index}
            errors={errors}
            onChange={setZones}
          />
        ))}
      </ol>
      {zones.length < MAX_DELIVERY_ZONES && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setZones([...zones, newZone(zones)])}
        >
          Add a zone
        </button>
      )}
      <div aria-live="polite" className="form__messages">
        {message && <p className="form__error">{message}</p>}
      </div>
      <button type="submit" className="button zones__save" disabled={busy}>
        {busy ? "Saving…" : "Save delivery zones"}
      </button>
    </form>
  );
}
