/**
 * The fault history's plan: what the devices submit, drawn from the seed, and the shop keeping
 * one product going in and out of stock.
 */
import PocketBase from "pocketbase";

/** what a device does next, by weight: submissions, and two kinds of duplicate trouble */
const OP_WEIGHTS = {
  orders: 35,
  inquiries: 22,
  customorders: 18,
  paymentslips: 15,
  again: 6,
  "sw-drain": 4,
};

/** @typedef {ReturnType<typeof import("./random.mjs").generator>} Random */

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The plan's next submission (or other device action), drawn from the seeded generator.
 * @param {Random} random
 */
export function nextOp(random) {
  const kind = random.pick(OP_WEIGHTS);
  if (kind === "orders") {
    const count = 1 + random.int(3);
    // line product 0 is the one the shop keeps toggling: about one order in five has it
    const first = random.chance(0.2) ? 0 : 1 + random.int(1000);
    const lines = [first, ...Array.from({ length: count - 1 }, () => 1 + random.int(1000))];
    return {
      kind,
      lines: lines.map((product) => ({
        product,
        option: random.int(10),
        quantity: 1 + random.int(5),
      })),
    };
  }
  if (kind === "inquiries" || kind === "customorders") return { kind, n: random.int(1e6) };
  if (kind === "sw-drain") return { kind };
  return { kind, pick: random.int(1e6) };
}

/**
 * The shop puts the flaky product in and out of stock every few seconds, whatever the faults.
 * @param {{url: string, email: string, password: string}} superuser
 * @param {string} productId
 * @param {Random} random
 * @param {(line: string) => void} log
 */
export function toggleStock(superuser, productId, random, log) {
  let running = true;
  let toggles = 0;
  const done = (async () => {
    const admin = new PocketBase(superuser.url);
    admin.autoCancellation(false);
    while (running) {
      await sleep(random.between(2000, 6000));
      try {
        if (!admin.authStore.isValid) {
          await admin
            .collection("_superusers")
            .authWithPassword(superuser.email, superuser.password);
        }
        await admin.collection("products").update(productId, { outOfStock: toggles % 2 === 0 });
        toggles++;
      } catch {
        // the server is down or paused right now: the shop tries again later
      }
    }
    await admin.collection("products").update(productId, { outOfStock: false });
    log(`stock of the flaky product toggled ${toggles} times`);
  })();
  return async () => {
    running = false;
    await done;
    return toggles;
  };
}
