/**
 * One explicit jotai store, so non-React code (sync engine, outbox drainer, service worker
 * glue) can read and write the same atoms the UI renders.
 */
import { createStore } from "jotai";

export const store = createStore();
