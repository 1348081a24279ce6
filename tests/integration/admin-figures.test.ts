/**
 * The owner's figures (docs/owner-guide.md) on a server of their own, so the sums are
 * exactly this file's orders: today's orders and revenue by status, what awaits payment, the
 * best sellers, and the accountant's CSV, which Excel must open as written.
 */
import { randomUUID } from "node:crypto";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { type Catalogue, createCatalogue, failure, orderBody, PASSWORD } from "./helpers";

let server: TestServer;
let owner: PocketBase;
let customer: PocketBase;
let catalogue: Catalogue;

function client() {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = client();
  await owner.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  catalogue = await createCatalogue(owner);
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  await owner
    .collection("users")
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Nimal Perera" });
  customer = client();
  await customer.collection("users").authWithPassword(email, PASSWORD);
});

afterAll(async () => {
  await server?.dispose();
});

async function order(quantity: number, firstName = "Nimal") {
  const body = orderBody([{ product: catalogue.plainId, option: null, quantity }]);
  return customer
    .collection("orders")
    .create({ ...body, customerInfo: { ...body.customerInfo, firstName } });
}

async function step(id: string, action: string, fields: Record<string, string> = {}) {
  const current = await owner.collection("orders").getOne(id);
  await owner.collection("orderactions").create({
    clientId: randomUUID(),
    order: id,
    action,
    fromStatus: current.status,
    ...fields,
  });
}

const get = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { Authorization: owner.authStore.token } });

describe("sales at a glance", () => {
  it("counts today's orders by status, the money received, what awaits payment and the best sellers", async () => {
    // plus delivery to Colombo (500 g a unit): 350 up to 1 kg, 80 for each started kg above
    const a = await order(1); // 1,500 + 350
    const b = await order(3); // 4,500 + 430
    const c = await order(2); // 3,000 + 350
    await step(b.id, "paid");
    await step(c.id, "cancelled", { note: "Out of stock abroad" });
    const figures = await (await get("/api/shop/admin/sales")).json();
    expect(figures.today).toEqual({
      orders: 3,
      // money received: b's advance; a is unpaid and c cancelled
      revenue: 2465,
      received: 2465,
      refunds: 0,
      byStatus: {
        Confirmed: { orders: 1, total: 1850 },
        "Payment received": { orders: 1, total: 4930 },
        Cancelled: { orders: 1, total: 3350 },
      },
    });
    expect(figures.last7Days.orders).toBe(3);
    expect(figures.last30Days.revenue).toBe(2465);
    expect(figures.awaitingPayment).toEqual({ orders: 1, total: 1850, advance: 925 });
    expect(figures.topProducts).toEqual([
      { id: catalogue.plainId, name: expect.any(String), quantity: 4, revenue: 6000 },
    ]);
    expect(a.status).toBe("Confirmed");
  });

  it("is the owner's only: staff, customers and guests are refused", async () => {
    const email = `staff-${randomUUID().slice(0, 8)}@shop.test`;
    await owner
      .collection("staff")
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Sunil" });
    const staff = client();
    await staff.collection("staff").authWithPassword(email, PASSWORD);
    for (const token of [staff.authStore.token, customer.authStore.token, ""]) {
      for (const path of [
        "/api/shop/admin/sales",
        "/api/shop/admin/orders.csv?from=2026-01-01&to=2026-12-31",
      ]) {
        const res = await fetch(`${server.url}${path}`, { headers: { Authorization: token } });
        expect([401, 403]).toContain(res.status);
      }
    }
  });
});

describe("the accountant's CSV", () => {
  it("opens in Excel as written: BOM, CRLF, quoted texts, plain numbers, no formulas", async () => {
    const placed = await order(2, '=HYPERLINK("http://evil.example")');
    const sinhala = await order(1, "සුනිල්");
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const res = await get(`/api/shop/admin/orders.csv?from=${today}&to=${today}`);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`orders-${today}-to-${today}.csv`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toMatch(/^"Order number","Date \(Sri Lanka\)","Status","Payment","Customer",/);
    expect(lines[0]).toContain(`"City","District","Province","Postal code"`);
    const row = lines.find((l) => l.startsWith(`"${placed.orderNumber}"`)) ?? "";
    expect(row).toContain(
      `"Confirmed","Bank transfer","'=HYPERLINK(""http://evil.example"") Perera"`,
    );
    expect(row).toContain(`"Colombo","Colombo","Western","00300"`);
    // subtotal, delivery (Colombo, 1 kg: 350), total, the advance and the rest
    expect(row).toContain(",3000,350,3350,1675,1675,");
    expect(text).toContain(`"සුනිල් Perera"`);
    expect(sinhala.orderNumber).toMatch(/^ORDER-/);
  });

  it("says how each order is paid: cash on delivery has no advance, the courier collects all", async () => {
    const settings = await owner.collection("settings").getFirstListItem("");
    const zones = (settings.deliveryZones as { key: string }[]).map((zone) =>
      zone.key === "colombo" ? { ...zone, cashOnDelivery: true } : zone,
    );
    await owner.collection("settings").update(settings.id, { deliveryZones: zones });
    const body = orderBody([{ product: catalogue.plainId, option: null, quantity: 1 }]);
    const cod = await customer.collection("orders").create({ ...body, paymentMethod: "cod" });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const res = await get(`/api/shop/admin/orders.csv?from=${today}&to=${today}`);
    const text = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3));
    const row = text.split("\r\n").find((l) => l.startsWith(`"${cod.orderNumber}"`)) ?? "";
    expect(row).toContain(`"Confirmed","Cash on delivery",`);
    expect(row).toContain(",1500,350,1850,0,1850,");
  });

  it("keeps to the days asked for, and says what is wrong with a bad range", async () => {
    const res = await get("/api/shop/admin/orders.csv?from=2020-01-01&to=2020-01-31");
    const text = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3));
    expect(text.trim().split("\r\n")).toHaveLength(1);
    const bad = await get("/api/shop/admin/orders.csv?from=2026-02-01&to=2026-01-01");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(
      "Choose a start and an end date (YYYY-MM-DD), the end not before the start.",
    );
  });
});

describe("settings as the owner saves them", () => {
  it("are checked with the /admin form's rules, and a bad save changes nothing", async () => {
    const settings = await owner.collection("settings").getFirstListItem("");
    const refused = await failure(
      owner.collection("settings").update(settings.id, {
        announcements: [{ text: "  " }],
        supportEmail: "not-an-email",
        freeShippingUntil: "2026-11-08 23:59:59.999Z",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data.announcements.message).toBe(
      "Write the announcement, or remove it.",
    );
    expect(refused.response.data.supportEmail.message).toBe("Enter a valid email address.");
    expect((await owner.collection("settings").getOne(settings.id)).supportEmail).toBe(
      settings.supportEmail,
    );
    const saved = await owner.collection("settings").update(settings.id, {
      announcements: [{ text: "අලුත් බඩු ඇවිත්!\u202E", until: "2026-12-31T18:29:00.000Z" }],
    });
    expect(saved.announcements).toEqual([
      { text: "අලුත් බඩු ඇවිත්!", until: "2026-12-31T18:29:00.000Z" },
    ]);
  });
});
