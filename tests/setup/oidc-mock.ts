/**
 * A local OpenID Connect provider (oauth2-mock-server) standing in for Google in the
 * end-to-end test, registered as PocketBase's generic "oidc" provider on the users collection
 * through the superuser API. The app's "Sign in with Google" button falls back to "oidc" when
 * the server offers no "google" provider (src/features/account/auth.ts).
 */
import { OAuth2Server } from "oauth2-mock-server";

export interface OidcUser {
  sub: string;
  email: string;
  name: string;
}

export interface OidcMock {
  issuer: string;
  /** who the next sign-in at the mock provider will be */
  signInAs(user: OidcUser): void;
  stop(): Promise<void>;
}

export async function startOidcMock(): Promise<OidcMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  let user: OidcUser = { sub: "mock-user", email: "mock@example.com", name: "Mock User" };
  // PocketBase drops an unverified email, so the mock says it is verified.
  const claims = () => ({ ...user, email_verified: true });
  server.service.on("beforeUserinfo", (response: { body: object }) => {
    response.body = claims();
  });
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims());
  });
  const issuer = server.issuer.url;
  if (!issuer) throw new Error("the OIDC mock has no issuer URL");
  return {
    issuer,
    signInAs(next) {
      user = next;
    },
    stop: () => server.stop(),
  };
}

/** Turns on OAuth2 for users with the mock as the "oidc" provider (name mapped to `name`). */
export async function registerOidcProvider(
  pbUrl: string,
  admin: { email: string; password: string },
  mock: OidcMock,
): Promise<void> {
  const auth = await fetch(`${pbUrl}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: admin.email, password: admin.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const res = await fetch(`${pbUrl}/api/collections/users`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify({
      oauth2: {
        enabled: true,
        mappedFields: { name: "name" },
        providers: [
          {
            name: "oidc",
            displayName: "Google (test)",
            clientId: "island-imports-test",
            clientSecret: "island-imports-test-secret",
            authURL: `${mock.issuer}/authorize`,
            tokenURL: `${mock.issuer}/token`,
            userInfoURL: `${mock.issuer}/userinfo`,
            pkce: true,
          },
        ],
      },
    }),
  });
  if (!res.ok) throw new Error(`registering the OIDC provider failed: ${await res.text()}`);
}
