/**
 * The fault history's checker: what every device was told and holds, against what the server
 * stored, by clientId (the idempotency key of every submission).
 *
 * - lost: a submission the device stored but that is neither on the server nor refused (still
 *   queued after the settle, or gone from the device without a refusal);
 * - doubled: more than one stored record for one clientId, or a stored record no device made;
 * - acknowledged but missing: the device holds the server's answer (sent, with the record's
 *   id) but the server has no such record;
 * - other: told refused yet stored, an answer naming another record, a stored record unlike
 *   what was sent, or a slip stored on an order that does not show "Slip received".
 */

/** @typedef {"orders" | "inquiries" | "customorders" | "paymentslips"} Kind */
/** @typedef {import("pocketbase").RecordModel} StoredRecord */

/** @type {Kind[]} */
const COLLECTIONS = ["orders", "inquiries", "customorders", "paymentslips"];
/** @type {Record<Kind, string>} */
const FIELDS = {
  orders: "id,clientId,orderNumber,items,slipReceivedAt,updated",
  inquiries: "id,clientId,message",
  customorders: "id,clientId,description",
  paymentslips: "id,clientId,order,created",
};

/**
 * Every stored submission, grouped by collection and clientId.
 * @param {import("pocketbase").default} admin
 */
export async function storedSubmissions(admin) {
  const stored = /** @type {Record<Kind, Map<string, StoredRecord[]>>} */ ({});
  for (const name of COLLECTIONS) {
    const records = await admin
      .collection(name)
      .getFullList({ fields: FIELDS[name], batch: 1000, requestKey: null });
    /** @type {Map<string, StoredRecord[]>} */
    const byClientId = new Map();
    for (const record of records) {
      const list = byClientId.get(record.clientId) ?? [];
      list.push(record);
      byClientId.set(record.clientId, list);
    }
    stored[name] = byClientId;
  }
  return stored;
}

/**
 * Does the stored record hold what the device sent?
 * @param {Kind} kind
 * @param {Record<string, unknown>} sent
 * @param {StoredRecord} record
 */
function sameContent(kind, sent, record) {
  if (kind === "inquiries") return record.message === sent.message;
  if (kind === "customorders") return record.description === sent.description;
  if (kind === "paymentslips") return record.order === sent.order;
  // the device sends {product, option, quantity}; the server stores priced {id, option, quantity}
  /** @typedef {{product?: string, id?: string, option?: string, quantity: number}} Line */
  const lines = (/** @type {Line[] | undefined} */ items) =>
    (items ?? [])
      .map((i) => `${i.product ?? i.id}|${i.option ?? ""}|${i.quantity}`)
      .sort()
      .join(",");
  const sentItems = /** @type {Line[] | undefined} */ (sent.items);
  return lines(record.items) === lines(sentItems) && record.orderNumber === sent.orderNumber;
}

/**
 * @param {(import("./protocol").Ledger & {name: string})[]} ledgers one a device
 * @param {Awaited<ReturnType<typeof storedSubmissions>>} stored
 */
export function check(ledgers, stored) {
  const result = {
    submissions: 0,
    byKind: /** @type {Record<Kind, number>} */ (
      Object.fromEntries(COLLECTIONS.map((name) => [name, 0]))
    ),
    told: { sent: 0, queued: 0, refused: 0 },
    delivered: 0,
    refused: 0,
    /** @type {string[]} */
    lost: [],
    /** @type {string[]} */
    doubled: [],
    /** @type {string[]} */
    acknowledgedMissing: [],
    /** @type {string[]} */
    other: [],
    unsettled: 0,
  };
  /** @type {Set<string>} */
  const known = new Set();
  for (const ledger of ledgers) {
    const device = ledger.name;
    result.unsettled += ledger.unsettled;
    const rows = new Map(ledger.outbox.map((row) => [row.id, row]));
    for (const [clientId, told] of Object.entries(ledger.told)) {
      const row = rows.get(clientId);
      const kind = /** @type {Kind | undefined} */ (row?.kind) ?? findKind(stored, clientId);
      const where = `${device} ${kind ?? "?"} ${clientId}`;
      known.add(clientId);
      result.submissions++;
      result.told[told]++;
      if (kind) result.byKind[kind]++;
      const records = kind ? (stored[kind].get(clientId) ?? []) : [];
      if (records.length > 1) result.doubled.push(`${where}: ${records.length} records`);
      if (told === "refused" || row?.state === "failed") {
        result.refused++;
        if (records.length) result.other.push(`${where}: told refused, yet stored`);
        continue;
      }
      if (!row) {
        result.lost.push(`${where}: gone from the device without a refusal`);
        continue;
      }
      if (row.state !== "sent") {
        result.lost.push(`${where}: still ${row.state} after ${row.attempts} attempts`);
        continue;
      }
      result.delivered++;
      const record = records[0];
      if (!record) {
        result.acknowledgedMissing.push(`${where}: answered ${row.resultId}, not stored`);
        continue;
      }
      if (row.resultId !== record.id) {
        result.other.push(`${where}: answered ${row.resultId}, stored ${record.id}`);
      }
      // a stored record was found, so its kind is known
      if (!sameContent(/** @type {Kind} */ (kind), row.body, record)) {
        result.other.push(`${where}: stored record differs from what was sent`);
      }
    }
  }
  for (const name of COLLECTIONS) {
    for (const [clientId, records] of stored[name]) {
      if (!known.has(clientId)) {
        result.doubled.push(`${name} ${clientId}: ${records.length} stored, no device made it`);
      }
    }
  }
  const orders = new Map([...stored.orders.values()].flat().map((o) => [o.id, o]));
  for (const slips of stored.paymentslips.values()) {
    // every list holds at least the record it was made for
    const slip = /** @type {StoredRecord} */ (slips[0]);
    const order = orders.get(slip.order);
    if (order && !order.slipReceivedAt) {
      result.other.push(
        `order ${order.id} has a slip (${slip.id}, ${slip.created}) but no "Slip received" (order updated ${order.updated})`,
      );
    }
  }
  return result;
}

/**
 * @param {Record<Kind, Map<string, StoredRecord[]>>} stored
 * @param {string} clientId
 */
function findKind(stored, clientId) {
  return COLLECTIONS.find((name) => stored[name].has(clientId));
}
