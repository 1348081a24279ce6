import type { Product } from "../../lib/types";

// Spec section 2: the details screen receives its product through navigation state.
declare module "@tanstack/history" {
  interface HistoryState {
    product?: Product;
  }
}
