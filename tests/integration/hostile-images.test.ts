/**
 * Photos cannot exhaust the server (docs/operations.md, "Limits an attacker meets"): a 48 KB
 * PNG declaring 20000x20000 pixels is refused at upload in every collection, whoever sends it,
 * and `?thumb=` never makes PocketBase decode a stored photo, even one that is huge on disk.
 * The server's memory is read from /proc (its VmRSS), on a server of this file's own.
 */
import { randomUUID } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLIP_RULE } from "../../src/shared/attachments";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { createCatalogue, failure, hugePng, orderBody, PASSWORD, unique } from "./helpers";

const rssMiB = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

let server: TestServer;
let admin: PocketBase;
let customer: PocketBase;
let orderId: string;
const huge = hugePng(20_000, 20_000);

function slipForm(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("order", orderId);
  form.append("clientId", randomUUID());
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  const catalogue = await createCatalogue(admin);
  const email = `${unique("slips")}@example.com`;
  await admin
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Slip Sender" });
  customer = new PocketBase(server.url);
  customer.autoCancellation(false);
  await customer.collection("users").authWithPassword(email, PASSWORD);
  const line = { product: catalogue.plainId, option: null, quantity: 1 };
  orderId = (await customer.collection("orders").create(orderBody([line]))).id;
});

afterAll(() => server?.dispose());

describe("photos over the pixel limit", () => {
  it("are refused at upload with a sentence, by type read from the bytes, whoever sends them", async () => {
    expect(huge.length).toBeLessThan(100_000);
    const slip = await failure(
      customer.collection("paymentslips").create(slipForm(huge, "slip.pdf")),
    );
    expect(slip.status).toBe(400);
    expect(slip.response.data.file.message).toBe(SLIP_RULE.tooManyPixels);
    const products = await admin.collection("products").getList(1, 1);
    const photo = new FormData();
    photo.append("images", new Blob([new Uint8Array(huge)]), "photo.png");
    const owner = await failure(
      admin.collection("products").update(products.items[0]?.id ?? "", photo),
    );
    expect(owner.response.data.images.code).toBe("image_too_large");
  });

  it("ten uploads and ten thumbnails of 20000x20000 photos grow the server by under 50 MB", async () => {
    const pid = server.pid() ?? 0;
    // ten slips stored as small photos, then swapped on disk for the huge one: files stored
    // before the limit existed, which a ?thumb= request would decode
    const small = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const stored = [];
    for (let i = 0; i < 10; i++) {
      stored.push(await customer.collection("paymentslips").create(slipForm(small, "slip.png")));
    }
    for (const slip of stored) {
      const folder = path.join(server.dataDir, "storage", slip.collectionId, slip.id);
      const name = (await readdir(folder)).find((f) => f === slip.file) ?? "";
      await writeFile(path.join(folder, name), huge);
    }
    const before = await rssMiB(pid);
    for (let i = 0; i < 10; i++) {
      const refused = await failure(
        customer.collection("paymentslips").create(slipForm(huge, "slip.png")),
      );
      expect(refused.status).toBe(400);
    }
    const token = await customer.files.getToken();
    for (const slip of stored) {
      const url = customer.files.getURL(slip, slip.file, { thumb: "100x100", token });
      const res = await fetch(url);
      expect(res.status).toBe(200);
      // the plain preview written at upload, not a thumbnail decoded from the huge photo
      expect((await res.arrayBuffer()).byteLength).toBeLessThan(1000);
    }
    const grown = (await rssMiB(pid)) - before;
    console.log(`server RSS grew ${grown.toFixed(1)} MiB`);
    expect(grown).toBeLessThan(50);
  });
});
