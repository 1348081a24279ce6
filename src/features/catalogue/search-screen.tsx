export function SearchScreen({ query }: { query: string | undefined }) {
  return (
    <section className="page container">
      <h1>Search</h1>
      <p>{query}</p>
    </section>
  );
}
