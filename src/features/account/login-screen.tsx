export function LoginScreen() {
  return (
    <section className="page container">
      <h1>Sign in</h1>
    </section>
  );
}
