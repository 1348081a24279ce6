/**
 * Why the server refuses an order's lines. The hooks build these sentences from lib/shared.js
 * (pb_hooks/lib/orders.js); the app shows them in the shopper's language by matching these same
 * builders (src/lib/i18n/server-messages.ts), so each sentence is written once.
 */
import { MAX_ORDER_LINES, MAX_UNITS_PER_LINE } from "./orders";

export const outOfStock = (name: string) => `${name} is out of stock.`;
export const notAvailable = (name: string) => `${name} is not available.`;
export const chooseOption = (name: string) => `Choose an option for ${name}.`;
export const noOptions = (name: string) => `${name} has no options.`;
export const noSuchOption = (name: string, option: string) => `${name} has no option "${option}".`;
export const tooManyOf = (name: string) =>
  `Maximum ${MAX_UNITS_PER_LINE} items allowed of ${name}.`;

export const QUANTITY_OUT_OF_RANGE = `Quantity must be a whole number from 1 to ${MAX_UNITS_PER_LINE}.`;
export const PRODUCT_GONE = "A product in your cart no longer exists.";
export const ORDER_EMPTY = "Your cart is empty.";
export const TOO_MANY_LINES = `An order holds at most ${MAX_ORDER_LINES} lines.`;
