/**
 * One simulated phone of the fault history (scripts/bench/faults.mjs), running the app's own
 * code over fake-indexeddb: the catalogue sync fills its Dexie copy, the plan's steps go through
 * checkout, the forms and the payment panel's queueing (device-actions.ts), and the outbox
 * runner (outbox-runner.ts, drainer.ts) delivers them. Each device is a Node process of its own,
 * so the app-wide database, client and runner are its own. Bundled by Vite (faults/build.mjs)
 * and driven over IPC; it draws nothing random itself.
 */
import "fake-indexeddb/auto";
import { catalogueServer } from "../../../src/backend/catalogue";
import { loadClient, setClientLoader } from "../../../src/backend/client";
import { db, type OutboxItem } from "../../../src/offline/db";
import { requestDrain, startOutbox } from "../../../src/offline/outbox-runner";
import { createSyncEngine } from "../../../src/offline/sync";
import { account, products, run, signIn } from "./device-actions";
import {
  note,
  notes,
  openItems,
  pageGlobals,
  pb,
  told,
  watchAnswers,
  watchdog,
  watchOutbox,
  within,
} from "./device-watch";
import type { Command, Ledger } from "./protocol";

/** the plan's steps still under way (a form or checkout waiting for its answer) */
const pending = new Set<Promise<unknown>>();

function track(work: Promise<unknown>) {
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

async function init(command: Extract<Command, { type: "init" }>) {
  pageGlobals(command.url);
  setClientLoader(() => import("../../../src/backend/create-client"));
  await loadClient();
  Object.assign(account, { email: command.email, password: command.password });
  watchOutbox();
  watchAnswers();
  watchdog();
  await signIn();
  const quiet = { state() {}, pullDone() {}, progress() {}, problem() {} };
  const sync = createSyncEngine(catalogueServer(command.url), db(), quiet);
  // A phone that starts while the server is down or paused has no catalogue yet: its sync
  // tries again until it has one (pull() reports a failure instead of throwing it).
  for (let wait = 200; ; wait = Math.min(wait * 2, 2000)) {
    await sync.pull();
    if ((await db().products.count()) > 0) break;
    note("catalogue pull failed at start");
    await new Promise((r) => setTimeout(r, wait));
  }
  const inStock = (await db().products.toArray()).filter((p) => !p.outOfStock);
  products.push(...inStock.sort((a, b) => a.id.localeCompare(b.id)));
  const flaky = await db().products.get(command.flakyProduct);
  if (flaky) products.unshift(flaky);
  startOutbox();
  return { products: products.length };
}

/** Heals and drains until nothing is open, then reports what it was told and what it holds. */
async function settle(timeoutMs: number): Promise<Ledger> {
  const deadline = Date.now() + timeoutMs;
  if (!pb().authStore.isValid) await within(signIn(), timeoutMs, undefined);
  while (Date.now() < deadline) {
    dispatchEvent(new Event("online"));
    requestDrain(true);
    await new Promise((r) => setTimeout(r, 500));
    if (pending.size === 0 && (await within(openItems(), 10_000, -1)) === 0) break;
  }
  const rows = await within(db().outbox.toArray(), 30_000, undefined);
  if (!rows) throw new Error(`its IndexedDB stalled: ${JSON.stringify(notes)}`);
  return {
    told: Object.fromEntries(told),
    outbox: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      state: row.state,
      attempts: row.attempts,
      resultId: typeof row.result?.id === "string" ? row.result.id : undefined,
      error: row.error,
      body: summary(row),
    })),
    unsettled: pending.size,
    session: { user: pb().authStore.record?.id ?? "", expected: account.userId },
    notes,
  };
}

/** What the checker compares with the stored record. */
function summary(row: OutboxItem): Record<string, unknown> {
  const b = row.body;
  if (row.kind === "orders") return { orderNumber: b.orderNumber, items: b.items };
  if (row.kind === "paymentslips") return { order: b.order };
  if (row.kind === "inquiries") return { message: b.message };
  return { description: b.description };
}

process.on("message", (command: Command) => {
  const reply = (work: Promise<unknown>, type: string) =>
    work.then(
      (value) => process.send?.({ type, value }),
      (error: unknown) => process.send?.({ type: "error", message: String(error) }),
    );
  if (command.type === "init") void reply(init(command), "ready");
  else if (command.type === "op") track(run(command.op).catch((e) => console.error(e)));
  else if (command.type === "online") dispatchEvent(new Event("online"));
  else if (command.type === "sign-out") pb().authStore.clear();
  else if (command.type === "sign-in") track(signIn());
  else if (command.type === "settle") void reply(settle(command.timeoutMs), "ledger");
});
