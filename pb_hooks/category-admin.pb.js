// The owner's categories and subcategories from /admin → Categories (docs/owner-guide.md,
// "Categories and subcategories"). Writes stay the superusers' (the collections' rules are null
// for everyone else); these hooks keep the catalogue tidy whoever saves:
// - names are checked with the form's rules (src/shared/category-order.ts), Sinhala and Tamil
//   optional;
// - a new category without a priority goes last;
// - POST /api/shop/admin/categories/{id}/move {direction: "up"|"down"} swaps it with its
//   neighbour and writes every priority afresh in one transaction (no typed numbers);
// - a subcategory moved to another category takes its products along.

onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/category-admin.js`).checkNames(e.record);
    e.next();
  },
  "categories",
  "subcategories",
);

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/category-admin.js`).checkNames(e.record);
    e.next();
  },
  "categories",
  "subcategories",
);

onRecordCreateRequest((e) => {
  const body = e.requestInfo().body;
  if (body.priority === undefined || body.priority === null || body.priority === "") {
    require(`${__hooks}/lib/category-admin.js`).putLast(e.app, e.record);
  }
  e.next();
}, "categories");

routerAdd(
  "POST",
  "/api/shop/admin/categories/{id}/move",
  (e) => {
    const admin = require(`${__hooks}/lib/category-admin.js`);
    const order = admin.move(e.app, e.request.pathValue("id"), e.requestInfo().body);
    return e.json(200, { order });
  },
  $apis.requireSuperuserAuth(),
);

onRecordAfterUpdateSuccess((e) => {
  const parent = e.record.getString("parentCategory");
  if (parent === e.record.original().getString("parentCategory")) return e.next();
  const products = e.app.findRecordsByFilter("products", "subcategory = {:id}", "", 0, 0, {
    id: e.record.id,
  });
  for (const product of products) {
    product.set("category", parent);
    e.app.save(product);
  }
  e.next();
}, "subcategories");
