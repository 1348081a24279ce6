import type { Product } from "../../backend/mappers";

// Spec section 2: the details screen receives its product through navigation state.
declare module "@tanstack/history" {
  interface HistoryState {
    product?: Product;
  }
}
