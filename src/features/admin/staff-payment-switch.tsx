/**
 * "May confirm payments" on a staff member's card: off until the owner switches it on; without
 * it the server refuses them "Payment received" (pb_hooks/lib/order-actions.js).
 */
import { useEffect, useState } from "react";
import { setStaffConfirmPayments } from "../../backend/admin-shop";
import type { StaffMember } from "../../lib/admin-types";
import { useSaving } from "./admin-saving";

export function StaffPaymentSwitch({ member }: { member: StaffMember }) {
  const { busy, run } = useSaving();
  // the switch moves at the tap; a refusal puts it back
  const [on, setOn] = useState(member.confirmPayments);
  useEffect(() => setOn(member.confirmPayments), [member.confirmPayments]);
  async function change(next: boolean) {
    setOn(next);
    const done = next
      ? `${member.name} may now confirm payments.`
      : `${member.name} can no longer confirm payments.`;
    if (!(await run(() => setStaffConfirmPayments(member.id, next), done))) setOn(!next);
  }
  return (
    <label className="switch staff-card__switch">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        disabled={busy}
        onChange={(event) => void change(event.target.checked)}
      />
      <span>
        May confirm payments<span className="visually-hidden">: {member.name}</span>
      </span>
    </label>
  );
}
