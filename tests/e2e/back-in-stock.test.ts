/**
 * "Tell me when it's back" and the size note in Chromium at 390×844: an out-of-stock product's
 * page shows the owner's size note beside its options and the button; a guest leaves an email;
 * the owner switches the product back in stock in /admin, and exactly one mail reaches that
 * address through a real SMTP server. Screens go to .tmp/screens.
 */
import path from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MailSink, startMailSink } from "../setup/mail-sink";
import { TEST_ADMIN } from "../setup/pocketbase-server";
import { signInToAdmin } from "./admin-steps";
import { DESKTOP, openPage, PHONE } from "./browser";
import { admin, browser, catalogue, SCREENS, server, withOwnServer } from "./fixture";

withOwnServer({ testCatalogue: true });

let sink: MailSink;

beforeAll(async () => {
  sink = await startMailSink();
  const owner = new PocketBase(server.url);
  await owner.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  await owner.settings.update({
    meta: { appURL: server.url },
    smtp: { enabled: true, host: sink.host, port: sink.port, tls: false, authMethod: "PLAIN" },
  });
});

afterAll(async () => {
  await sink?.stop();
});

describe("back in stock", () => {
  it("a guest asks on the product's page and gets one mail when the owner restocks", async () => {
    const name = `Linen Shirt ${Date.now() % 100000}`;
    const product = await admin.collection("products").create({
      name,
      brand: "Island Linen",
      category: catalogue.categoryId,
      subcategory: catalogue.subcategoryId,
      price: 4500,
      options: [
        { label: "S", value: 4500 },
        { label: "M", value: 4500 },
      ],
      sizeNote: "Runs small: choose one size up.",
      imageUrls: ["/images/test.webp"],
      outOfStock: true,
    });
    const email = `guest-${Date.now()}@example.com`;
    const shopper = await openPage(browser, PHONE);
    const page = shopper.page;
    await page.goto(`${server.url}/product-details?id=${product.id}`);
    const note = page.locator(".details__size-note");
    await note.waitFor();
    expect(await note.textContent()).toBe("Runs small: choose one size up.");
    // beside the options: right after them, before the quantity
    const after = await note.evaluate((el) => el.previousElementSibling?.className ?? "");
    expect(after).toContain("details__options");
    await page.getByRole("button", { name: "Tell me when it's back" }).click();
    await page.screenshot({ path: path.join(SCREENS, "back-in-stock-ask.png") });
    await page.getByLabel("Your email").fill("not-an-email");
    await page.getByRole("button", { name: "Tell me when it's back" }).click();
    await page.getByText("Valid email is required.").waitFor();
    await page.getByLabel("Your email").fill(email);
    await page.getByRole("button", { name: "Tell me when it's back" }).click();
    await page.getByText("We'll tell you when it's back").waitFor();
    await page.getByRole("button", { name: "Cancel" }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, "back-in-stock-set.png") });
    // a reload still shows it set: the device remembers its request
    await page.reload();
    await page.getByText("We'll tell you when it's back").waitFor();
    const wide = await openPage(browser, DESKTOP);
    await wide.page.goto(`${server.url}/product-details?id=${product.id}`);
    await wide.page.getByRole("button", { name: "Tell me when it's back" }).waitFor();
    await wide.page.screenshot({ path: path.join(SCREENS, "back-in-stock-wide.png") });
    await wide.context.close();

    const owner = await openPage(browser, PHONE);
    await signInToAdmin(owner.page);
    await owner.page.goto(`${server.url}/admin/catalogue`);
    await owner.page.getByPlaceholder("Product name or brand").fill(name);
    const row = owner.page.locator(".product-row", { hasText: name });
    // the switch turns once the server has saved it, so a click, not `uncheck`
    await row.getByRole("switch", { name: "Out of stock" }).click();
    await expect
      .poll(async () => (await admin.collection("products").getOne(product.id)).outOfStock)
      .toBe(false);

    const mail = await sink.waitFor(email, 90_000);
    expect(mail.subject).toContain(`${name} is back in stock`);
    expect(String(mail.text)).toContain(`/product-details?id=${product.id}`);
    // the next minute's worker run finds nothing more to send to this address
    const queued = await admin.collection("mailqueue").getFullList({
      filter: admin.filter("to = {:to}", { to: email }),
    });
    expect(queued).toHaveLength(1);
    expect(sink.mails.filter((m) => m.subject === mail.subject)).toHaveLength(1);
    await shopper.context.close();
    await owner.context.close();
  }, 240_000);
});
