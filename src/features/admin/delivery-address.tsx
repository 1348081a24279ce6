/**
 * An order's delivery address as a courier reads it, for the order screen and the packing slip
 * alike: name, street and apartment, town and postal code, district and province, country.
 */
import type { AdminOrder } from "../../lib/admin-types";

export function DeliveryAddress({
  order,
  withPhone = false,
  className,
}: {
  order: AdminOrder;
  /** the phone under the name (the packing slip: the courier calls it) */
  withPhone?: boolean;
  className?: string;
}) {
  const { customerInfo: c, shippingAddress: a } = order;
  const name = `${c.firstName} ${c.lastName}`.trim();
  const region = [a.district && `${a.district} District`, a.state && `${a.state} Province`]
    .filter(Boolean)
    .join(", ");
  return (
    <address className={className}>
      <strong>{name}</strong>
      <br />
      {withPhone && c.phone && (
        <>
          {c.phone}
          <br />
        </>
      )}
      {a.address}
      {a.apartment && `, ${a.apartment}`}
      <br />
      {a.city} {a.zip}
      <br />
      {region}
      {region && a.country && ", "}
      {a.country}
    </address>
  );
}
