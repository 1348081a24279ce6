export function ProductsScreen() {
  return (
    <section className="page container">
      <h1>Categories</h1>
    </section>
  );
}
