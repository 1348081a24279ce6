/**
 * A list's item that must be there (a seeded pick, a row of a table the script just built):
 * under `noUncheckedIndexedAccess` an index may miss, and a miss is a bug worth its own message.
 * @template T
 * @param {readonly T[]} list
 * @param {number} index
 * @returns {T}
 */
export function itemAt(list, index) {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} in a list of ${list.length}`);
  return item;
}
