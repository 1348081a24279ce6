import type { Product } from "../../lib/types";

// The details screen receives its product through navigation state.
declare module "@tanstack/history" {
  interface HistoryState {
    product?: Product;
  }
}
