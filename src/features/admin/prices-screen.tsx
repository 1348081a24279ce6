/** The owner's prices (being built). */
export function PricesScreen() {
  return (
    <section className="admin-page" aria-labelledby="prices-title">
      <h1 id="prices-title">Prices</h1>
    </section>
  );
}
