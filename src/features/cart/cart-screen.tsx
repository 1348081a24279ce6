export function CartScreen() {
  return (
    <section className="page container">
      <h1>Your cart</h1>
    </section>
  );
}
