export function RegisterScreen() {
  return (
    <section className="page container">
      <h1>Create your account</h1>
    </section>
  );
}
