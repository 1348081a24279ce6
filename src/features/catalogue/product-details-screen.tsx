export function ProductDetailsScreen({ id }: { id: string | undefined }) {
  return (
    <section className="page container">
      <h1>Product</h1>
      <p>{id}</p>
    </section>
  );
}
