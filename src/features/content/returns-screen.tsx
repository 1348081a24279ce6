export function ReturnsScreen() {
  return (
    <section className="page container">
      <h1>Returns</h1>
    </section>
  );
}
