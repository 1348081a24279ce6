// "Sign in with Google" through PocketBase's OAuth2 popup flow.
// The Google provider is configured from the environment at every start, so a secret never
// lives in a migration or in git:
//
//   GOOGLE_CLIENT_ID=...  GOOGLE_CLIENT_SECRET=...  npm start
//
// Without both variables nothing is changed (the button then answers "Google sign-in failed.
// Please try again."). The provider's display name fills the required `name` field.

onBootstrap((e) => {
  e.next();
  const clientId = $os.getenv("GOOGLE_CLIENT_ID");
  const clientSecret = $os.getenv("GOOGLE_CLIENT_SECRET");
  if (!clientId || !clientSecret) return;

  const users = e.app.findCollectionByNameOrId("users");
  unmarshal(
    {
      oauth2: {
        enabled: true,
        mappedFields: { name: "name" },
        providers: [{ name: "google", clientId, clientSecret }],
      },
    },
    users,
  );
  e.app.save(users);
  e.app.logger().info("Google sign-in configured from GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET");
});
