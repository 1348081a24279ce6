/**
 * Bodies are refused before they are read (docs/decisions/0010-body-ceiling.md): a flood of big
 * guest posts costs the server no memory, however the collection is named or the body sent,
 * while the uploads the shop needs (a customer's 5 MiB slip, a superuser's product photos and
 * backups) still go through. Each test has a server of its own, so its memory is its own.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { createCatalogue, orderBody, PASSWORD, unique } from "./helpers";
import { ownServers } from "./own-servers";

const MiB = 1024 * 1024;
const own = ownServers();
let server: TestServer | undefined;

async function serve() {
  server = await own.server();
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  return { url: server.url, admin };
}

const rssMiB = async () => {
  const status = await readFile(`/proc/${server?.pid()}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
};

/**
 * An answer's status, or "cut": a server that refuses before reading the body answers and
 * closes while the body is still being sent, and on a loaded machine the client then meets the
 * closed connection (EPIPE) before it reads the answer.
 */
function statusOrCut(answer: Promise<Response>) {
  return answer.then(
    async (res) => {
      await res.arrayBuffer();
      return res.status;
    },
    () => "cut" as const,
  );
}

/** A guest's JSON post: its status, or "cut" (statusOrCut). */
function post(url: string, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return statusOrCut(
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      duplex: "half",
    } as RequestInit),
  );
}

/** 30 MiB of JSON, as one string or as a stream of 1 MiB chunks (no Content-Length). */
const junk = () => JSON.stringify({ name: "Big Sender", junk: "x".repeat(30 * MiB) });
function streamed(text: string) {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + MiB));
      at += MiB;
    },
  });
}

describe("the body ceiling", () => {
  it("refuses four concurrent 30 MiB guest posts with 413 and the server stays small", async () => {
    const { url, admin } = await serve();
    const ids = await Promise.all(
      ["inquiries", "customorders"].map(async (name) => (await admin.collections.getOne(name)).id),
    );
    const records = (name: string) => `/api/collections/${name}/records`;
    await post(url, records("inquiries"), "{}");
    const before = await rssMiB();
    const body = junk();
    expect(
      await Promise.all([
        post(url, records("inquiries"), body),
        post(url, records("customorders"), body),
        post(url, records("inquiries"), body),
        post(url, records("customorders"), body),
      ]),
    ).toEqual([413, 413, 413, 413]);
    // by id, in other capitals, and streamed without a declared length: the same
    const others = await Promise.all([
      post(url, records(ids[0] ?? ""), body),
      post(url, records("Inquiries"), body),
      post(url, records("CUSTOMORDERS"), body),
    ]);
    expect(others).toEqual([413, 413, 413]);
    for (const name of ["inquiries", "customorders"]) {
      expect([413, "cut"]).toContain(await post(url, records(name), streamed(body)));
    }
    await new Promise((r) => setTimeout(r, 500));
    expect((await rssMiB()) - before).toBeLessThan(50);
    expect((await admin.collection("inquiries").getList(1, 1)).totalItems).toBe(0);
    // and it still answers what honest shoppers send
    const inquiry = {
      name: "Small Sender",
      email: "small@example.com",
      subject: "Hello there",
      message: "A perfectly normal message.",
      clientId: randomUUID(),
    };
    expect(await post(url, records("inquiries"), JSON.stringify(inquiry))).toBe(200);
  }, 120_000);

  it("takes a customer's 5 MiB payment slip, and refuses 7 MiB and a guest before reading", async () => {
    const { url, admin } = await serve();
    const catalogue = await createCatalogue(admin);
    const email = `${unique("slip")}@example.com`;
    await admin
      .collection("users")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Slip Sender" });
    const customer = new PocketBase(url);
    await customer.collection("users").authWithPassword(email, PASSWORD);
    const line = { product: catalogue.plainId, option: null, quantity: 1 };
    const order = await customer.collection("orders").create(orderBody([line]));
    const slip = (size: number) => {
      const form = new FormData();
      form.append("order", order.id);
      form.append("clientId", randomUUID());
      const pdf = new Uint8Array(size);
      pdf.set(new TextEncoder().encode("%PDF-1.4\n"));
      form.append("file", new Blob([pdf], { type: "application/pdf" }), "slip.pdf");
      return form;
    };
    const send = (form: FormData, token = customer.authStore.token) =>
      statusOrCut(
        fetch(`${url}/api/collections/paymentslips/records`, {
          method: "POST",
          headers: token ? { authorization: token } : {},
          body: form,
        }),
      );
    expect(await send(slip(5 * MiB - 1024))).toBe(200);
    expect([413, "cut"]).toContain(await send(slip(7 * MiB)));
    expect([401, "cut"]).toContain(await send(slip(2 * MiB), ""));
    expect((await admin.collection("paymentslips").getList(1, 1)).totalItems).toBe(1);
  }, 60_000);

  it("takes a superuser's 3 MiB product photo and backup, and refuses them from anyone else", async () => {
    const { url, admin } = await serve();
    const catalogue = await createCatalogue(admin);
    const noise = Buffer.from(Array.from({ length: 1400 * 1400 * 3 }, () => Math.random() * 256));
    const photo = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * MiB);
    const images = () => [new File([photo], "photo.jpg", { type: "image/jpeg" })];
    const updated = await admin.collection("products").update(catalogue.plainId, {
      images: images(),
    });
    expect(updated.images).toHaveLength(1);
    const form = new FormData();
    form.append("name", "Photo product");
    form.append("images", images()[0] as File);
    const guest = fetch(`${url}/api/collections/products/records`, { method: "POST", body: form });
    expect([401, "cut"]).toContain(await statusOrCut(guest));
    const named = admin.filter("name = {:name}", { name: "Photo product" });
    expect((await admin.collection("products").getList(1, 1, { filter: named })).totalItems).toBe(
      0,
    );
    // staff may switch stock on that route, under the 1 MiB ceiling
    const staffEmail = `${unique("staff")}@example.com`;
    await admin
      .collection("staff")
      .create({ email: staffEmail, password: PASSWORD, passwordConfirm: PASSWORD, name: "Staff" });
    const staff = new PocketBase(url);
    await staff.collection("staff").authWithPassword(staffEmail, PASSWORD);
    const staffPhoto = new FormData();
    staffPhoto.append("images", images()[0] as File);
    const tooBig = fetch(`${url}/api/collections/products/records/${catalogue.plainId}`, {
      method: "PATCH",
      headers: { authorization: staff.authStore.token },
      body: staffPhoto,
    });
    expect([413, "cut"]).toContain(await statusOrCut(tooBig));
    expect((await admin.collection("products").getOne(catalogue.plainId)).images).toEqual(
      updated.images,
    );
    await staff.collection("products").update(catalogue.plainId, { outOfStock: true });

    // a backup holding that photo, made, downloaded and removed from the server
    await admin.backups.create("shop-photo.zip");
    const download = admin.backups.getDownloadURL(await admin.files.getToken(), "shop-photo.zip");
    const bytes = Buffer.from(await (await fetch(download)).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(2 * MiB);
    await admin.backups.delete("shop-photo.zip");
    const upload = (path: string, token = admin.authStore.token) => {
      const body = new FormData();
      body.append("file", new File([bytes], "shop-photo.zip", { type: "application/zip" }));
      return statusOrCut(
        fetch(`${url}${path}`, { method: "POST", headers: { authorization: token }, body }),
      );
    };
    expect([413, "cut"]).toContain(await upload("/api/backups/upload"));
    expect([401, "cut"]).toContain(await upload("/api/shop/backups/upload", ""));
    expect((await admin.backups.getFullList()).map((b) => b.key)).not.toContain("shop-photo.zip");
    expect(await upload("/api/shop/backups/upload")).toBe(204);
    const stored = await admin.backups.getFullList();
    expect(stored.map((b) => b.key)).toContain("shop-photo.zip");
  }, 60_000);
});
