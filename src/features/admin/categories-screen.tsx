/** The owner's categories (being built). */
export function CategoriesScreen() {
  return (
    <section className="admin-page" aria-labelledby="categories-title">
      <h1 id="categories-title">Categories</h1>
    </section>
  );
}
