/**
 * Another process writing to the shop's database (Litestream checkpointing it does) must never
 * turn an order into a refusal. The shop's transactions read first; without the write lock
 * from their first statement, SQLite refuses their write at once ("database is locked") when
 * the other process wrote since their read, and the shopper saw "Failed to create record.".
 * Here a second PocketBase on the same data folder writes without pause while a customer
 * places orders on the first.
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPocketbase } from "../../scripts/lib/pocketbase.mjs";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { orderBody, PASSWORD } from "./helpers";

const ORDERS = 40;
/** the other process's writes while the orders go in, at the least */
const OTHER_WRITES = 20;
/** a bound on the orders, should the other process stop writing */
const MOST = 400;

let server: TestServer;
let other: Awaited<ReturnType<typeof startPocketbase>>;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  other = await startPocketbase({
    dataDir: server.dataDir,
    port: await freePort(),
    env: { SHOP_TEST_RELAXED_LIMITS: "1" },
  });
});

afterAll(async () => {
  await other?.stop();
  await server?.dispose();
});

async function signedIn(url: string, collection: string, email: string, password: string) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection(collection).authWithPassword(email, password);
  return pb;
}

describe("an order while another process writes to the database", () => {
  it("is stored, every one, none refused", async () => {
    const admin = await signedIn(server.url, "_superusers", TEST_ADMIN.email, TEST_ADMIN.password);
    const email = `lock-${randomUUID().slice(0, 8)}@example.com`;
    await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Lock Shopper" });
    const customer = await signedIn(server.url, "users", email, PASSWORD);
    const products = await admin
      .collection("products")
      .getFullList({ filter: "outOfStock = false && hidden = false" });
    const product = products.find((p) => !Array.isArray(p.options) || p.options.length === 0);
    if (!product) throw new Error("the demo catalogue has no product without options");

    // the other process: a small write, again and again, until the orders are in
    const writer = await signedIn(other.url, "_superusers", TEST_ADMIN.email, TEST_ADMIN.password);
    let writing = true;
    let writes = 0;
    const writes_ = (async () => {
      while (writing) {
        await writer.collection("users").update(customer.authStore.record?.id ?? "", {
          name: `Lock Shopper ${writes++}`,
        });
      }
    })();

    const refused: string[] = [];
    const item = [{ product: product.id, option: null, quantity: 1 }];
    // two at a time, as two phones would, at least ORDERS of them and on until the other
    // process has written OTHER_WRITES times meanwhile: a fast machine placed the 40 in under a
    // second, in which the other process wrote only 5 times
    // (without the lock, each refusal came after seconds of waiting: the first one is enough)
    let placed = 0;
    while ((placed < ORDERS || writes < OTHER_WRITES) && placed < MOST && refused.length === 0) {
      placed += 2;
      await Promise.all(
        [0, 1].map(() =>
          customer
            .collection("orders")
            .create(orderBody(item))
            .catch((error: { status?: number; message?: string }) => {
              refused.push(`${error.status}: ${error.message}`);
            }),
        ),
      );
    }
    writing = false;
    await writes_;

    // the other process did write all along
    expect(writes).toBeGreaterThanOrEqual(OTHER_WRITES);
    expect(refused).toEqual([]);
    const stored = await admin.collection("orders").getList(1, 1, {
      filter: admin.filter("user = {:id}", { id: customer.authStore.record?.id }),
    });
    expect(stored.totalItems).toBe(placed);
  });
});
