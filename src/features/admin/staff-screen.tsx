/**
 * The owner's staff: each person signs in to /admin with their own email and a password the
 * owner sets here and hands over. They work orders, slips, messages and stock; never settings,
 * prices, staff or figures, and "Payment received" only when the owner switched on "May confirm
 * payments" for them. A new password ends their open sessions; removing them ends access.
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { createStaff, fetchStaff, removeStaff, resetStaffPassword } from "../../backend/admin-shop";
import { isResponseError } from "../../backend/client";
import { FormField } from "../../components/form-field";
import type { StaffMember } from "../../lib/admin-types";
import { serverMessage } from "../../offline/server-message";
import { showToast } from "../toast/toast-atoms";
import { useAdminAccount } from "./admin-session";
import { StaffPaymentSwitch } from "./staff-payment-switch";

const MIN_PASSWORD = 8;

function problem(error: unknown): string {
  return isResponseError(error) && error.status !== 0
    ? serverMessage(error)
    : "Not saved: check the connection and try again.";
}

export function StaffScreen() {
  const account = useAdminAccount();
  const [staff, setStaff] = useState<StaffMember[]>();
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    fetchStaff().then(setStaff, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  if (!account) return null;
  if (account.role !== "owner") {
    return (
      <section className="admin-page">
        <h1>Staff</h1>
        <p>Only the owner manages staff.</p>
      </section>
    );
  }
  return (
    <section className="admin-page staff" aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      <p className="admin-note">
        Staff work orders, slips, messages and stock. Settings, prices, staff and sales stay yours.
        Only staff you switch on for &ldquo;May confirm payments&rdquo; can mark an order
        &ldquo;Payment received&rdquo;.
      </p>
      {failed && <p className="admin-note">Staff show when you are online.</p>}
      {staff?.length === 0 && <p className="admin-empty">No staff yet.</p>}
      <ul className="staff-list">
        {staff?.map((member) => (
          <StaffCard key={member.id} member={member} onChange={load} />
        ))}
      </ul>
      <NewStaff onAdded={load} />
    </section>
  );
}

function StaffCard({ member, onChange }: { member: StaffMember; onChange: () => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  async function reset(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) return setError(`At least ${MIN_PASSWORD} characters.`);
    try {
      await resetStaffPassword(member.id, password);
      setPassword("");
      setError("");
      void showToast(`New password set for ${member.name}. Hand it over in person.`, "success");
    } catch (failure) {
      setError(problem(failure));
    }
  }
  async function remove() {
    if (!window.confirm(`Remove ${member.name}? They can no longer sign in.`)) return;
    try {
      await removeStaff(member.id);
      onChange();
    } catch (failure) {
      void showToast(problem(failure), "error");
    }
  }
  return (
    <li className="admin-panel staff-card">
      <p className="staff-card__name">{member.name}</p>
      <p className="staff-card__email">{member.email}</p>
      <StaffPaymentSwitch member={member} />
      <form className="staff-card__reset" onSubmit={reset} noValidate>
        <FormField
          label={`New password for ${member.name}`}
          type="text"
          autoComplete="new-password"
          value={password}
          error={error || undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Set password
        </button>
      </form>
      <button
        type="button"
        className="link-button staff-card__remove"
        onClick={() => void remove()}
      >
        Remove {member.name}
      </button>
    </li>
  );
}

function NewStaff({ onAdded }: { onAdded: () => void }) {
  const [fields, setFields] = useState({ name: "", email: "", password: "" });
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    error: undefined,
    onChange: (event: { target: { value: string } }) =>
      setFields({ ...fields, [name]: event.target.value }),
  });
  async function add(event: FormEvent) {
    event.preventDefault();
    if (!fields.name.trim() || !fields.email.trim()) return setError("Enter a name and an email.");
    if (fields.password.length < MIN_PASSWORD) {
      return setError(`The password needs at least ${MIN_PASSWORD} characters.`);
    }
    setBusy(true);
    try {
      await createStaff({ ...fields, name: fields.name.trim(), email: fields.email.trim() });
      void showToast(`${fields.name.trim()} can now sign in to /admin.`, "success");
      setFields({ name: "", email: "", password: "" });
      setError("");
      onAdded();
    } catch (failure) {
      setError(problem(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="admin-panel form" onSubmit={add} noValidate aria-labelledby="new-staff-title">
      <h2 id="new-staff-title">Add a staff member</h2>
      <FormField label="Name" autoComplete="off" {...field("name")} />
      <FormField label="Email" type="email" autoComplete="off" {...field("email")} />
      <FormField
        label="Password"
        type="text"
        autoComplete="new-password"
        hint="At least 8 characters. Hand it over in person; they sign in with it at /admin."
        {...field("password")}
      />
      <div aria-live="polite" className="form__messages">
        {error && <p className="form__error">{error}</p>}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Adding…" : "Add staff member"}
      </button>
    </form>
  );
}
