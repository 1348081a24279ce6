export function AboutScreen() {
  return (
    <section className="page container">
      <h1>About Island Imports</h1>
    </section>
  );
}
