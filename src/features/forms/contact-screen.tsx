export function ContactScreen() {
  return (
    <section className="page container">
      <h1>Contact us</h1>
    </section>
  );
}
