// SHOP_TEST_PASSWORD_COST=4 lowers the bcrypt cost of new password hashes, for the test suite
// only: each sign-up, sign-in and password change hashes a password, and at the shop's cost
// (PocketBase's default, 10) one hash took 130 ms of CPU on a CI core; the suite hashes hundreds.
// Unset, nothing changes. tests/integration/password-cost.test.ts proves that a server started
// without it stores hashes of cost 10.

onBootstrap((e) => {
  e.next();
  const wanted = Number($os.getenv("SHOP_TEST_PASSWORD_COST"));
  // bcrypt's own range starts at 4; anything else is ignored rather than guessed at
  if (!Number.isInteger(wanted) || wanted < 4 || wanted > 9) return;
  for (const name of ["users", "_superusers"]) {
    const collection = e.app.findCollectionByNameOrId(name);
    const field = collection.fields.getByName("password");
    if (field.cost === wanted) continue;
    field.cost = wanted;
    e.app.save(collection);
  }
});
