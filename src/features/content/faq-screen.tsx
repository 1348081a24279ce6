export function FaqScreen() {
  return (
    <section className="page container">
      <h1>Frequently asked questions</h1>
    </section>
  );
}
