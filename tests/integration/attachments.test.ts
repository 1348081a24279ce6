/**
 * What a shopper attaches, against the real server (src/shared/attachments.ts): a payment slip
 * and a custom request's photos are refused by their bytes (type, size, pixel count, count) in
 * the shopper's words, never with PocketBase's text naming a stored file; guests and customers
 * meet the same limits; only the shop reads a request's photos. A server of this file's own,
 * so its guest requests count against no other file's hourly limit.
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_PHOTO_RULE, SLIP_RULE } from "../../src/shared/attachments";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { createCatalogue, failure, hugePng, orderBody, PASSWORD, unique } from "./helpers";

let server: TestServer;
let admin: PocketBase;
let staff: PocketBase;
const users: PocketBase[] = [];
let orderId: string;
let photo: Buffer;
const text = Buffer.from("plain text named like a photo, not a picture of anything");

const client = () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
};

async function signUp(): Promise<PocketBase> {
  const email = `${unique("attach")}@example.com`;
  await admin
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Nimal Silva" });
  const pb = client();
  await pb.collection("users").authWithPassword(email, PASSWORD);
  return pb;
}

function requestForm(photos: [Buffer, string][]): FormData {
  const form = new FormData();
  form.append("clientId", randomUUID());
  form.append("name", "Nimal Silva");
  form.append("whatsapp", "94771234567");
  form.append("description", "A blue leather handbag like the one in the photos.");
  form.append("referenceLinks", JSON.stringify(["https://example.com/bag"]));
  for (const [bytes, name] of photos)
    form.append("photos", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

function slipForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append("order", orderId);
  form.append("clientId", randomUUID());
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

beforeAll(async () => {
  server = await startTestServer({ realLimits: true });
  admin = client();
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  const catalogue = await createCatalogue(admin);
  users.push(await signUp(), await signUp());
  const line = { product: catalogue.plainId, option: null, quantity: 1 };
  orderId = (await users[0]?.collection("orders").create(orderBody([line])))?.id ?? "";
  const staffEmail = `${unique("staff")}@shop.test`;
  await admin.collection("staff").create({
    email: staffEmail,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: "Sunil",
  });
  staff = client();
  await staff.collection("staff").authWithPassword(staffEmail, PASSWORD);
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#369" } })
    .webp()
    .toBuffer();
});

afterAll(() => server?.dispose());

/** The refusal's sentence, checked to name no file. */
async function refusedWith(call: Promise<unknown>, field: string): Promise<string> {
  const error = await failure(call);
  expect(error.status).toBe(400);
  const message = error.response.data[field]?.message as string;
  expect(error.response.message).toBe(message);
  expect(message).not.toMatch(/\.(png|jpe?g|webp|pdf)|mime/i);
  return message;
}

describe("a payment slip", () => {
  it("is refused in the shopper's words by its bytes: not a photo, too large, too many pixels", async () => {
    const slips = () => users[0]?.collection("paymentslips") ?? admin.collection("x");
    expect(await refusedWith(slips().create(slipForm(text, "slip.png")), "file")).toBe(
      SLIP_RULE.wrongType,
    );
    expect(
      await refusedWith(slips().create(slipForm(hugePng(20_000, 20_000), "slip.png")), "file"),
    ).toBe(SLIP_RULE.tooManyPixels);
    const bigPdf = Buffer.alloc(SLIP_RULE.maxBytes + 64 * 1024);
    bigPdf.write("%PDF-1.4\n");
    expect(await refusedWith(slips().create(slipForm(bigPdf, "slip.pdf")), "file")).toBe(
      SLIP_RULE.tooBig,
    );
    const pdf = Buffer.alloc(2048);
    pdf.write("%PDF-1.4\n");
    expect((await slips().create(slipForm(pdf, "slip.pdf"))).id).toBeTruthy();
  });
});

describe("a custom request's photos", () => {
  it("are taken from a guest and a customer, up to 3, and a 4th is refused", async () => {
    for (const pb of [client(), users[0] as PocketBase]) {
      const stored = await pb.collection("customorders").create(
        requestForm([
          [photo, "a.webp"],
          [photo, "b.webp"],
          [photo, "c.webp"],
        ]),
      );
      const record = await admin.collection("customorders").getOne(stored.id);
      expect(record.photos).toHaveLength(3);
      const four = requestForm([1, 2, 3, 4].map((n) => [photo, `${n}.webp`]));
      expect(await refusedWith(pb.collection("customorders").create(four), "photos")).toBe(
        REQUEST_PHOTO_RULE.tooMany,
      );
    }
  });

  it("are refused when not a photo, too large or of too many pixels, for guests and customers", async () => {
    const big = Buffer.alloc(REQUEST_PHOTO_RULE.maxBytes + 1024);
    big.set(photo);
    for (const pb of [client(), users[1] as PocketBase]) {
      const send = (bytes: Buffer, name: string) =>
        refusedWith(pb.collection("customorders").create(requestForm([[bytes, name]])), "photos");
      expect(await send(text, "bag.jpg")).toBe(REQUEST_PHOTO_RULE.wrongType);
      expect(await send(hugePng(10_000, 5_000), "bag.png")).toBe(REQUEST_PHOTO_RULE.tooManyPixels);
      expect(await send(big, "bag.webp")).toBe(REQUEST_PHOTO_RULE.tooBig);
      const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
      expect(await send(pdf, "bag.pdf")).toBe(REQUEST_PHOTO_RULE.wrongType);
    }
    expect(
      (await admin.collection("customorders").getList(1, 1, { filter: "photos = ''" })).totalItems,
    ).toBe(0);
  });

  it("are read by the shop only: not by the sender, another customer or a guest", async () => {
    const stored = await (users[0] as PocketBase)
      .collection("customorders")
      .create(requestForm([[photo, "bag.webp"]]));
    const record = await admin.collection("customorders").getOne(stored.id);
    const name = (record.photos as string[])[0] ?? "";
    const fetchAs = async (pb: PocketBase | null) => {
      const token = pb ? await pb.files.getToken() : "";
      const response = await fetch(admin.files.getURL(record, name, token ? { token } : {}));
      return response.status;
    };
    expect(await fetchAs(admin)).toBe(200);
    expect(await fetchAs(staff)).toBe(200);
    expect(await fetchAs(users[0] as PocketBase)).toBe(404);
    expect(await fetchAs(users[1] as PocketBase)).toBe(404);
    expect(await fetchAs(null)).toBe(404);
    // and nobody but the shop reads the request itself
    for (const pb of [users[0] as PocketBase, users[1] as PocketBase, client()]) {
      expect((await failure(pb.collection("customorders").getOne(stored.id))).status).toBe(404);
    }
  });

  it("keep a guest's hourly limit: requests with photos count like any", async () => {
    const guest = client();
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const sent = await guest
        .collection("customorders")
        .create(requestForm([[photo, "bag.webp"]]))
        .then(
          () => 200,
          (error: { status: number }) => error.status,
        );
      statuses.push(sent);
      if (sent === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
