/**
 * A payment slip and its order's "Slip received" are stored together or not at all. The fault
 * history (npm run bench -- faults) found an order with a slip but no "Slip received": the
 * server was killed after the slip was stored and before the order was marked, and the
 * device's resend was answered from the stored slip, so the order was never marked.
 *
 * Here the death between the two steps is a hook of the test's own, added to a copy of the
 * shop's hooks: while a marker file exists, marking an order "Slip received" fails.
 */
import { randomUUID } from "node:crypto";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  HOOKS_DIR,
  migrate,
  startPocketbase,
  upsertSuperuser,
} from "../../scripts/lib/pocketbase.mjs";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import {
  countAs,
  createCatalogue,
  failure,
  orderBody,
  PASSWORD,
  tinyJpeg,
  unique,
} from "./helpers";

const FAIL_MARK = `
onRecordUpdate((e) => {
  const marking = e.record.getString("slipReceivedAt") && !e.record.original().getString("slipReceivedAt");
  let failing = false;
  try { $os.stat(e.app.dataDir() + "/fail-slip-mark"); failing = true; } catch (_) {}
  if (marking && failing) throw new Error("the server died before the order was marked");
  e.next();
}, "orders");
`;

let work: string;
let server: Awaited<ReturnType<typeof startPocketbase>>;
let admin: PocketBase;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "shop-slip-mark-"));
  const hooksDir = path.join(work, "hooks");
  await cp(HOOKS_DIR, hooksDir, { recursive: true });
  await writeFile(path.join(hooksDir, "zz-fail-slip-mark.pb.js"), FAIL_MARK);
  const dataDir = path.join(work, "data");
  migrate(dataDir);
  upsertSuperuser(dataDir, TEST_ADMIN.email, TEST_ADMIN.password);
  server = await startPocketbase({
    dataDir,
    port: await freePort(),
    hooksDir,
    env: { SHOP_TEST_RELAXED_LIMITS: "1" },
  });
  admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("a payment slip and its order's mark", () => {
  it("stores neither when the order cannot be marked, and both when the device sends again", async () => {
    const catalogue = await createCatalogue(admin);
    // helpers' createUser signs in on the suite's shared server; this one signs in here
    const email = `${unique("slip-mark")}@example.com`;
    await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Slip Shopper" });
    const shopper = new PocketBase(server.url);
    shopper.autoCancellation(false);
    await shopper.collection("users").authWithPassword(email, PASSWORD);
    const order = await shopper
      .collection("orders")
      .create(orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]));
    const clientId = randomUUID();
    const slip = async () => {
      const form = new FormData();
      form.append("order", order.id);
      form.append("clientId", clientId);
      form.append(
        "file",
        new Blob([new Uint8Array(await tinyJpeg())], { type: "image/jpeg" }),
        "slip.jpg",
      );
      return shopper.collection("paymentslips").create(form);
    };
    const slips = () => countAs(admin, "paymentslips", "clientId = {:id}", { id: clientId });

    const marker = path.join(server.dataDir, "fail-slip-mark");
    await writeFile(marker, "");
    const refused = await failure(slip());
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await slips()).toBe(0);
    expect((await admin.collection("orders").getOne(order.id)).slipReceivedAt).toBe("");

    await rm(marker);
    await slip();
    expect(await slips()).toBe(1);
    expect((await admin.collection("orders").getOne(order.id)).slipReceivedAt).not.toBe("");
  });
});
