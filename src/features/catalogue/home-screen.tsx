export function HomeScreen() {
  return (
    <section className="page container">
      <h1>Island Imports</h1>
    </section>
  );
}
