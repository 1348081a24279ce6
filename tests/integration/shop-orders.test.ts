/**
 * Orders the shop takes on WhatsApp (docs/decisions/0220-orders-taken-by-the-shop.md): the owner
 * and staff enter them through POST /api/shop/orders, priced like a checkout; an account's email
 * makes the order theirs; any other email gets a follow link that shows that order only.
 */
import type PocketBase from "pocketbase";
import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../src/lib/types";
import { admin, alice, bob, catalogue, withAliceAndBob } from "./cast";
import { createStaff, failure, guestClient, orderBody, unique, validCheckout } from "./helpers";
import { ownServers } from "./own-servers";

withAliceAndBob("Alice WhatsApp", "Bob WhatsApp");

let staff: PocketBase;
let staffName: string;

beforeAll(async () => {
  ({ pb: staff, name: staffName } = await createStaff(admin, "Kamala"));
});

interface Entered {
  order: Order & { source: string; enteredBy: string; user: string };
  account: boolean;
  followPath: string;
}

type Line = { product: string; option: string | null; quantity: number } & Record<string, unknown>;

function shopOrder(lines: Line[], email: string) {
  const body = orderBody(lines);
  return {
    ...body,
    customerInfo: { ...validCheckout().customerInfo, email },
    paymentMethod: "bank",
  };
}

const enter = (client: PocketBase, body: object) =>
  client.send<Entered>("/api/shop/orders", { method: "POST", body });

const follow = (path: string) => guestClient().send(`/api/shop/follow/${path}`, {});

describe("orders the shop enters", () => {
  it("are priced by the server: a price, total or owner the shop sends is ignored", async () => {
    const body = {
      ...shopOrder(
        [
          { product: catalogue.plainId, option: null, quantity: 2, price: 1, total: 1 },
          { product: catalogue.optionsId, option: "Large", quantity: 1, price: 1 },
        ],
        `${unique("walkin")}@example.com`,
      ),
      subTotal: 1,
      shipping: 0,
      total: 1,
      user: bob.id,
      status: "Delivered",
    };
    const made = await enter(admin, body);
    const stored = await admin.collection("orders").getOne<Entered["order"]>(made.order.id);
    expect(stored.items.map((i) => [i.option, i.quantity, i.price, i.total])).toEqual([
      [null, 2, 1500, 3000],
      ["Large", 1, 3500, 3500],
    ]);
    // Colombo's 350 up to 1 kg, plus 80 for the started second kilogram, as at checkout
    expect([stored.subTotal, stored.shipping, stored.total]).toEqual([6500, 430, 6930]);
    expect(stored.status).toBe("Confirmed");
    expect(stored.user).toBe("");
    expect(stored.source).toBe("whatsapp");
    expect(stored.enteredBy).toMatch(/^Owner \(/);
  });

  it("by staff are theirs to enter too, and refuse what a checkout refuses", async () => {
    const made = await enter(
      staff,
      shopOrder([{ product: catalogue.plainId, option: null, quantity: 1 }], alice.email),
    );
    expect(made.order.enteredBy).toBe(staffName);
    const out = await failure(
      enter(
        staff,
        shopOrder([{ product: catalogue.outOfStockId, option: null, quantity: 1 }], alice.email),
      ),
    );
    expect(out.status).toBe(400);
    expect(out.response.data.items.code).toBe("product_out_of_stock");
    const noOption = await failure(
      enter(
        staff,
        shopOrder([{ product: catalogue.optionsId, option: null, quantity: 1 }], alice.email),
      ),
    );
    expect(noOption.response.data.items.code).toBe("invalid_option");
  });

  it("are refused to customers and guests with 403, storing nothing", async () => {
    const body = shopOrder([{ product: catalogue.plainId, option: null, quantity: 1 }], bob.email);
    expect((await failure(enter(alice.pb, body))).status).toBe(403);
    expect((await failure(enter(guestClient(), body))).status).toBe(403);
    const found = await admin.collection("orders").getList(1, 1, {
      filter: admin.filter("clientId = {:id}", { id: body.clientId }),
    });
    expect(found.items).toHaveLength(0);
  });

  it("belong to the account of the email entered (any capitals): My Orders shows it", async () => {
    const made = await enter(
      admin,
      shopOrder(
        [{ product: catalogue.plainId, option: null, quantity: 1 }],
        alice.email.toUpperCase(),
      ),
    );
    expect(made.account).toBe(true);
    expect(made.followPath).toBe("");
    const mine = await alice.pb.collection("orders").getFullList<Order>();
    expect(mine.map((o) => o.orderNumber)).toContain(made.order.orderNumber);
    const theirs = await bob.pb.collection("orders").getFullList<Order>();
    expect(theirs.map((o) => o.orderNumber)).not.toContain(made.order.orderNumber);
  });

  it("are stored once per clientId; the key is nobody else's to reuse", async () => {
    const body = shopOrder([{ product: catalogue.plainId, option: null, quantity: 1 }], bob.email);
    const first = await enter(staff, body);
    const again = await enter(staff, body);
    expect(again.order.id).toBe(first.order.id);
    expect((await failure(enter(admin, body))).status).toBe(409);
  });
});

describe("a follow link", () => {
  it("shows its own order, read-only, to anyone holding it; a wrong secret gets nothing", async () => {
    const made = await enter(
      admin,
      shopOrder(
        [{ product: catalogue.plainId, option: null, quantity: 3 }],
        `${unique("noaccount")}@example.com`,
      ),
    );
    expect(made.account).toBe(false);
    expect(made.followPath).toMatch(/^\/order\/[A-Za-z0-9]{32}$/);
    const token = made.followPath.slice("/order/".length);
    const seen = await follow(token);
    expect(seen).toMatchObject({
      orderNumber: made.order.orderNumber,
      status: "Confirmed",
      total: made.order.total,
    });
    // nothing of who entered it, the address or the secret itself
    expect(JSON.stringify(seen)).not.toMatch(/Owner|Galle Road|followToken|enteredBy/);

    const other = await enter(
      admin,
      shopOrder(
        [{ product: catalogue.plainId, option: null, quantity: 1 }],
        `${unique("noaccount")}@example.com`,
      ),
    );
    const otherSeen = await follow(other.followPath.slice("/order/".length));
    expect(otherSeen).toMatchObject({ orderNumber: other.order.orderNumber });

    const wrong = `${token.slice(0, 31)}${token.endsWith("A") ? "B" : "A"}`;
    for (const guess of [
      wrong,
      "x",
      "",
      token.toLowerCase() === token ? "A".repeat(32) : token.toLowerCase(),
    ]) {
      const refused = await failure(follow(guess));
      expect([404]).toContain(refused.status);
    }
    // the secret is never read through the collection, not even by the order's own searches
    const listed = await admin.collection("orders").getOne(made.order.id);
    expect(listed.followToken).toBeTruthy();
    const asStaff = await staff.collection("orders").getOne(made.order.id);
    expect(asStaff.followToken).toBeUndefined();
  });
});

describe("follow links under the real limits", () => {
  const own = ownServers();

  it("answer at most 20 lookups a minute from one address, so secrets cannot be tried in bulk", async () => {
    const server = await own.server({ realLimits: true });
    const guess = () => fetch(`${server.url}/api/shop/follow/${"A".repeat(32)}`);
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await guess()).status);
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
