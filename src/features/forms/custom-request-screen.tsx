export function CustomRequestScreen() {
  return (
    <section className="page container">
      <h1>Request a custom order</h1>
    </section>
  );
}
