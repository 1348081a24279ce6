/// <reference lib="webworker" />
/**
 * The catalogue sync off the main thread: fetching pages, parsing JSON and the Dexie writes of
 * a first visit (seconds of work at 10,000 products) run here, so taps on the page are answered
 * while it runs. The page's live queries see these writes (Dexie tells every context of the
 * origin), and sync-host.ts turns the messages posted here into the page's sync state.
 *
 * Messages in: "pull" (the page came online). Out: SyncMessage.
 */
import { catalogueServer } from "../backend/catalogue";
import { db } from "./db";
import { createSyncEngine } from "./sync";
import type { SyncProblem, SyncState } from "./sync-report";

export type SyncMessage =
  | { type: "state"; state: SyncState }
  | { type: "pullDone" }
  | { type: "progress"; products: number }
  | { type: "problem"; problem: SyncProblem };

declare const self: DedicatedWorkerGlobalScope;
const post = (message: SyncMessage) => self.postMessage(message);

const engine = createSyncEngine(catalogueServer(self.location.origin), db(), {
  state: (state) => post({ type: "state", state }),
  pullDone: () => post({ type: "pullDone" }),
  progress: (products) => post({ type: "progress", products }),
  problem: (problem) => post({ type: "problem", problem }),
});

self.addEventListener("message", (event: MessageEvent) => {
  if (event.data === "pull") void engine.pull();
});

void engine.start();
