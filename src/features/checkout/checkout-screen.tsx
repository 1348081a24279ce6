export function CheckoutScreen() {
  return (
    <section className="page container">
      <h1>Checkout</h1>
    </section>
  );
}
