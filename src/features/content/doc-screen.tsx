export function DocScreen({ query }: { query: string | undefined }) {
  return (
    <section className="page container">
      <h1>Terms and conditions</h1>
      <p>{query}</p>
    </section>
  );
}
