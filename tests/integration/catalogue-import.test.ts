/**
 * `npm run import` and `npm run export` as the owner runs them, against a real server of their
 * own seeded with the demo catalogue: the template loads, a second run changes nothing, bad rows
 * write nothing, export then import is a no-op, --prune deletes, --images uploads.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";
import { seedCatalogue } from "../../scripts/lib/seed-catalogue.mjs";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";
import { SAVED_AS, SHEET } from "../unit/spreadsheet-files";
import { runScript } from "./run-script";

const run = promisify(execFile);
let server: TestServer;
let admin: PocketBase;
let dir = "";

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue({ url: server.url, email: TEST_ADMIN.email, password: TEST_ADMIN.password });
  admin = new PocketBase(server.url);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  dir = await mkdtemp(path.join(tmpdir(), "shop-csv-"));
}, 120_000);

afterAll(async () => {
  await server?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function command(name: "import" | "export", ...args: string[]) {
  return runScript(name, args, {
    PB_URL: server.url,
    PB_ADMIN_EMAIL: TEST_ADMIN.email,
    PB_ADMIN_PASSWORD: TEST_ADMIN.password,
  });
}

const count = async (collection: string, filter = "", params: Record<string, unknown> = {}) =>
  (await admin.collection(collection).getList(1, 1, { filter: admin.filter(filter, params) }))
    .totalItems;

describe("npm run import / export", () => {
  it("loads the template, creating missing categories with their Other, and a second run changes nothing", async () => {
    const template = path.join(ROOT, "seed/catalogue-template.csv");
    const first = await command("import", template);
    expect(first.out).toContain("3 rows: 3 created, 0 updated, 0 unchanged, 0 pruned");
    const tote = await admin
      .collection("products")
      .getFirstListItem('handle = "canvas-tote-black"');
    const sub = await admin.collection("subcategories").getOne(tote.subcategory);
    expect(sub.name).toBe("Tote Bags");
    const bags = await admin.collection("categories").getOne(tote.category);
    expect(
      await count("subcategories", "parentCategory = {:parent} && name = 'Other'", {
        parent: bags.id,
      }),
    ).toBe(1);
    const snail = await admin
      .collection("products")
      .getFirstListItem('handle = "snail-essence-100"');
    expect(snail.description).toBe(
      "A lightweight essence that hydrates.\nUse morning and evening after cleansing.",
    );
    expect(snail.options).toEqual([
      { label: "50 ml", value: 5200 },
      { label: "100 ml", value: 8900 },
    ]);
    // weights for the delivery fee: grams or kilograms; empty = the subcategory's default
    expect(snail.weightGrams).toBe(250);
    expect(tote.weightGrams).toBe(600);

    const again = await command("import", template);
    expect(again.out).toContain("3 rows: 0 created, 0 updated, 3 unchanged, 0 pruned");
  });

  it("writes nothing when a row is bad, and says which row and column", async () => {
    const before = await count("products");
    const file = path.join(dir, "bad.csv");
    await writeFile(
      file,
      "handle,name,category,subcategory,price\nnew-1,Good,Bags,Totes,100\nnew-2,Bad,Bags,Totes,free\n",
    );
    const result = await command("import", file);
    expect(result.code).toBe(1);
    expect(result.out).toContain('row 3, column price: "free" is not a price');
    expect(result.out).toContain("nothing was written");
    expect(await count("products")).toBe(before);
  });

  it("imports the files Excel and Google Sheets save, every letter as typed, or refuses one that lost letters", async () => {
    const names = async () => {
      const list = await admin.collection("products").getFullList({
        filter: 'handle = "kitkat-matcha-12" || handle = "sabon-bar"',
        sort: "handle",
      });
      return list.map((p) => [p.name, p.brand, p.price]);
    };
    const typed = [
      ["KitKat Matcha’s Box €", "Nestlé", 650],
      ["සබන්", "Siddhalepa", 6500],
    ];
    const lost = path.join(dir, "excel-plain.csv");
    await writeFile(lost, SAVED_AS.excelCsv());
    const refused = await command("import", lost);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('row 3, column name: "????" has letters that Excel');
    expect(refused.out).toContain("(Windows-1252)");
    expect(await names()).toEqual([]);

    const saves = [
      ["excel-utf8.csv", SAVED_AS.excelCsvUtf8(), "UTF-8 with BOM", "4 created"],
      ["sheets.csv", SAVED_AS.googleSheets(), "UTF-8", "4 unchanged"],
      ["unicode.txt", SAVED_AS.excelUnicodeText(), "UTF-16 LE", "4 unchanged"],
    ] as const;
    for (const [name, bytes, encoding, summary] of saves) {
      const file = path.join(dir, name);
      await writeFile(file, bytes);
      const result = await command("import", file);
      expect(result.out).toContain(`as ${encoding}.`);
      expect(result.out).toContain(summary);
      expect(await names()).toEqual(typed);
    }
    // Excel's plain CSV of the rows it can hold: read as Windows-1252, nothing changes
    const latin = path.join(dir, "excel-latin.csv");
    await writeFile(latin, SAVED_AS.excelCsv(SHEET.filter((row) => row[0] !== "sabon-bar")));
    const result = await command("import", latin);
    expect(result.out).toContain("as Windows-1252.");
    expect(result.out).toContain("3 rows: 0 created, 0 updated, 3 unchanged");
  });

  it("exports the catalogue so that importing it back changes nothing", async () => {
    // a product with every field the owner's form has: hidden, translated, three options
    const snail = await admin.collection("products").getFirstListItem('name ~ "Snail"');
    await admin.collection("products").update(snail.id, {
      hidden: true,
      nameSi: "ගොළුබෙලි සාරය",
      descriptionTa: 'ஈரப்பதம்,\n"இரண்டு" வரிகள்',
      weightGrams: 180,
      options: [...snail.options, { label: "150 ml", value: 8900 }],
    });
    const file = path.join(dir, "export.csv");
    const exported = await command("export", file);
    const total = await count("products");
    expect(exported.out).toContain(`${total} products written`);
    expect((await readFile(file, "utf8")).startsWith("\uFEFFhandle,name,brand,")).toBe(true);
    const text = await readFile(file, "utf8");
    expect(text).toContain(
      ",hidden,nameSi,nameTa,descriptionSi,descriptionTa,sizeNote,sizeNoteSi,sizeNoteTa,keywords,option1,option1Price,",
    );
    expect(text).toContain("option3Price");
    const back = await command("import", file);
    expect(back.out).toContain(`${total} rows: 0 created, 0 updated, ${total} unchanged, 0 pruned`);
    // the spreadsheet's own change to one option price is the one change made
    const changed = text.replace(",150 ml,8900", ",150 ml,9790");
    await writeFile(file, changed);
    const again = await command("import", file);
    expect(again.out).toContain(`${total} rows: 0 created, 1 updated, ${total - 1} unchanged`);
    const stored = await admin.collection("products").getOne(snail.id);
    expect(stored.options.at(-1)).toEqual({ label: "150 ml", value: 9790 });
    expect([stored.hidden, stored.nameSi, stored.weightGrams]).toEqual([true, "ගොළුබෙලි සාරය", 180]);
  });

  it("uploads images from --images and deletes products missing from the file with --prune", async () => {
    const images = path.join(dir, "images");
    await rm(images, { recursive: true, force: true });
    await run("mkdir", ["-p", images]);
    const webp = await readFile(
      path.join(
        ROOT,
        "seed/images",
        (await run("ls", [path.join(ROOT, "seed/images")])).stdout.split("\n")[0] ?? "",
      ),
    );
    await writeFile(path.join(images, "only.webp"), webp);
    const file = path.join(dir, "only.csv");
    await writeFile(
      file,
      "handle,name,category,subcategory,price,images\nonly-1,The Only One,Bags,Totes,990,only.webp\n",
    );
    const result = await command("import", file, "--images", images, "--prune");
    const total = result.out.match(/(\d+) pruned/)?.[1];
    expect(Number(total)).toBeGreaterThan(80);
    expect(await count("products")).toBe(1);
    const only = await admin.collection("products").getFirstListItem('handle = "only-1"');
    expect(only.images).toHaveLength(1);
    expect(await count("tombstones", 'sourceCollection = "products"')).toBeGreaterThan(80);
    const again = await command("import", file, "--images", images);
    expect(again.out).toContain("1 row: 0 created, 0 updated, 1 unchanged, 0 pruned");
  });
});
