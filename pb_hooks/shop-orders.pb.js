// Orders the shop takes on WhatsApp or by phone (docs/decisions/0220-orders-taken-by-the-shop.md,
// lib/shop-orders.js):
//   POST /api/shop/orders            the owner and staff enter an order for a customer; priced
//                                    and checked like a checkout, stored once per clientId
//   GET  /api/shop/follow/{token}    the order of a follow link, read-only, for anyone holding
//                                    its secret; rate-limited per address (lib/rate-limits.js)
// Customers and guests get 403 on the first: an order of theirs goes through the checkout.

routerAdd("POST", "/api/shop/orders", (e) => {
  const auth = e.auth;
  const isShop = auth && (e.hasSuperuserAuth() || auth.collection().name === "staff");
  if (!auth || !isShop) throw new ForbiddenError("Only the shop can enter an order here.");
  const raw = JSON.parse(JSON.stringify(e.requestInfo().body || {}));
  const made = require(`${__hooks}/lib/shop-orders.js`).createShopOrder(e.app, auth, raw);
  return e.json(made.status, made.body);
});

routerAdd("GET", "/api/shop/follow/{token}", (e) => {
  const shop = require(`${__hooks}/lib/shop-orders.js`);
  const order = shop.followedOrder(e.app, e.request.pathValue("token"));
  e.response.header().set("Cache-Control", "no-store");
  if (!order) throw new NotFoundError("No order has this link. Check the link in your mail.");
  return e.json(200, order);
});
