/// <reference path="../pb_data/types.d.ts" />
// Products: public to read, superuser-only to change. Images are uploaded files or, for
// seeded/external pictures, `imageUrls`. `categoryName` is filled by pb_hooks/catalogue.pb.js.
migrate(
  (app) => {
    const categories = app.findCollectionByNameOrId("categories");
    const subcategories = app.findCollectionByNameOrId("subcategories");
    const collection = new Collection({
      type: "base",
      name: "products",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "name", type: "text", required: true, max: 200, presentable: true },
        { name: "brand", type: "text", max: 100 },
        {
          name: "category",
          type: "relation",
          collectionId: categories.id,
          required: true,
          maxSelect: 1,
          cascadeDelete: false,
        },
        {
          name: "subcategory",
          type: "relation",
          collectionId: subcategories.id,
          required: true,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { name: "categoryName", type: "text", max: 100 },
        {
          name: "images",
          type: "file",
          maxSelect: 8,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ["image/webp", "image/avif", "image/jpeg", "image/png", "image/gif"],
          thumbs: ["200x200", "400x400", "800x0"],
        },
        { name: "imageUrls", type: "json", maxSize: 20000 },
        { name: "price", type: "number", min: 0, onlyInt: false },
        { name: "stripePrice", type: "number", min: 0, onlyInt: false },
        { name: "discount", type: "text", max: 100 },
        { name: "description", type: "text", max: 10000 },
        { name: "options", type: "json", maxSize: 20000 },
        { name: "outOfStock", type: "bool" },
        { name: "isBestSeller", type: "bool" },
        { name: "isInHome", type: "bool" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX `idx_products_updated` ON `products` (`updated`)",
        "CREATE INDEX `idx_products_category` ON `products` (`category`)",
        "CREATE INDEX `idx_products_subcategory` ON `products` (`subcategory`)",
      ],
    });
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("products"));
  },
);
