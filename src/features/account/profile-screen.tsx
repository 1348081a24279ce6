export function ProfileScreen() {
  return (
    <section className="page container">
      <h1>My profile</h1>
    </section>
  );
}
