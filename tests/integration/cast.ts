/**
 * The cast of the rules and order tests on the shared test server: a superuser client, the test
 * catalogue, and two customers, Alice and Bob. `withAliceAndBob()` registers the hook that fills
 * these bindings; called before a file's own hooks, they are set when those run (ES module
 * bindings are live, so importers see the values).
 */
import type PocketBase from "pocketbase";
import { beforeAll } from "vitest";
import {
  type Catalogue,
  createCatalogue,
  createUser,
  superuserClient,
  type TestUser,
} from "./helpers";

export let admin: PocketBase;
export let catalogue: Catalogue;
export let alice: TestUser;
export let bob: TestUser;

export function withAliceAndBob(aliceName: string, bobName: string) {
  beforeAll(async () => {
    admin = await superuserClient();
    catalogue = await createCatalogue(admin);
    alice = await createUser(admin, aliceName);
    bob = await createUser(admin, bobName);
  });
}
