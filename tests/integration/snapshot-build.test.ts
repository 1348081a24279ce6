/**
 * The catalogue snapshot is built by one request at a time. Before, every first visit that
 * arrived while the snapshot was missing (after any catalogue edit) built its own copy; under
 * the soak's load (one first visit a second, an edit every 10 s, 10,000 products) the builds
 * piled up: within a minute the server grew from 182 to 1,526 MiB and the visits' p95 was 79 s
 * (0.8 s and 195 MiB with one build at a time).
 * A server of its own, so no other test's catalogue write starts a build of its own.
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";

// the catalogue faults.test.ts uses too: one template, made once
const PRODUCTS = 3000;
const AT_ONCE = 6;

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer({ generated: PRODUCTS });
  admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  // a new machine makes the 3,000-product template first, once for both files that use it:
  // 417 s was seen on a 2-core machine busy with other work
}, 600_000);
afterAll(() => server?.dispose());

interface Answer {
  status: number;
  source: string | null;
  version: string;
  products: number;
  epoch: string;
}

async function snapshot(): Promise<Answer> {
  const res = await fetch(`${server.url}/api/shop/catalogue-snapshot`);
  const body = (await res.json()) as {
    version: string;
    records: { products: unknown[]; settings: { catalogueEpoch: string }[] };
  };
  return {
    status: res.status,
    source: res.headers.get("x-snapshot"),
    version: body.version,
    products: body.records.products.length,
    epoch: body.records.settings[0]?.catalogueEpoch ?? "",
  };
}

const together = () => Promise.all(Array.from({ length: AT_ONCE }, snapshot));
const count = (answers: Answer[], source: string) =>
  answers.filter((a) => a.source === source).length;

describe("catalogue snapshot under concurrent first visits", () => {
  it("builds once when many ask for the first one at the same moment; the rest wait for it", async () => {
    const answers = await together();
    expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(count(answers, "built")).toBe(1);
    expect(count(answers, "held")).toBe(AT_ONCE - 1);
    expect(new Set(answers.map((a) => a.version)).size).toBe(1);
    expect(answers[0]?.products).toBeGreaterThanOrEqual(PRODUCTS);
  });

  it("after an edit, builds once; visits during the build get the previous, whole snapshot", async () => {
    const before = await snapshot();
    expect(before.source).toBe("held");
    const product = await admin.collection("products").getFirstListItem("", { sort: "id" });
    await admin.collection("products").update(product.id, { price: product.price + 1 });

    const answers = await together();
    expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(count(answers, "built")).toBe(1);
    const built = answers.find((a) => a.source === "built");
    expect(built?.version).not.toBe(before.version);
    for (const answer of answers) {
      if (answer.source === "previous") expect(answer.version).toBe(before.version);
      else expect(answer.version).toBe(built?.version);
      expect(answer.products).toBe(before.products);
    }
    // The new one is held from now on.
    expect(await snapshot()).toMatchObject({ source: "held", version: built?.version });
  });

  // A device that sees a new epoch (a restore, an import with --prune) starts its catalogue
  // again from the snapshot: an old-epoch one would send it round again at its next pull.
  it("never answers with the previous snapshot across a new epoch", async () => {
    const settings = await admin.collection("settings").getFirstListItem("");
    await admin.collection("settings").update(settings.id, { catalogueEpoch: randomUUID() });
    const answers = await together();
    expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(count(answers, "built")).toBe(1);
    expect(answers.map((a) => a.epoch)).toEqual(Array(AT_ONCE).fill(answers[0]?.epoch));
    expect(answers[0]?.epoch).not.toBe(settings.catalogueEpoch);
  });
});
