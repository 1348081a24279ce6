/** The owner's delivery (being built). */
export function DeliveryScreen() {
  return (
    <section className="admin-page" aria-labelledby="delivery-title">
      <h1 id="delivery-title">Delivery</h1>
    </section>
  );
}
