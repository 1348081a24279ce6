/// <reference path="../../pb_data/types.d.ts" />

/** The sync's page size: the most catalogue records a non-superuser gets in one request. */
const MAX_PER_PAGE = 500;
const CATALOGUE = ["categories", "subcategories", "products", "settings", "tombstones"];

/**
 * Refuses an expand, filter or sort that would make the server do work no screen of the shop
 * needs: back-relations (`x_via_y`) anywhere, and expands more than one relation deep. `get`
 * reads one query parameter as text ("" when absent).
 */
function refuseCostly(get) {
  const expand = get("expand");
  if (expand) {
    for (const path of expand.split(",")) {
      if (path.includes("_via_")) {
        throw new BadRequestError("Expanding back-relations (_via_) is not allowed.");
      }
      if (path.split(".").length > 1) {
        throw new BadRequestError("Expanding more than one relation deep is not allowed.");
      }
    }
  }
  for (const param of ["filter", "sort"]) {
    if ((get(param) || "").includes("_via_")) {
      throw new BadRequestError(
        `Filtering or sorting through back-relations (_via_) is not allowed.`,
      );
    }
  }
}

/** Refuses reads that would make the server do work no screen of the shop needs. */
function checkRead(e, isList) {
  // the request event is embedded in the record events under its type name
  const request = e.requestEvent;
  request.response
    .header()
    .set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  if (request.hasSuperuserAuth()) return;
  const query = request.request.url.query();
  refuseCostly((name) => query.get(name));
  if (isList && CATALOGUE.includes(e.collection.name)) {
    const perPage = Number(query.get("perPage") || 0);
    if (perPage > MAX_PER_PAGE) {
      throw new BadRequestError(`perPage must be at most ${MAX_PER_PAGE}.`);
    }
  }
}

/**
 * The same refusals for realtime subscriptions, whose options (`topic?options={"query":{...}}`)
 * are applied again to every record change sent to every subscriber: one subscriber's deep
 * expand would be paid for at each catalogue edit.
 */
function checkSubscriptions(e) {
  if (e.requestEvent.hasSuperuserAuth()) return;
  for (const subscription of e.subscriptions) {
    const query = {};
    const start = subscription.indexOf("?");
    if (start >= 0) {
      for (const pair of subscription.slice(start + 1).split("&")) {
        const [key, value = ""] = pair.split("=");
        if (key !== "options") continue;
        let options = {};
        try {
          options = JSON.parse(decodeURIComponent(value.replace(/\+/g, " ")));
        } catch (_) {
          // unreadable options are ignored by PocketBase too
        }
        const raw = options && typeof options.query === "object" ? options.query : {};
        for (const name of Object.keys(raw || {})) {
          const v = raw[name];
          query[name] = typeof v === "string" ? v : JSON.stringify(v);
        }
      }
    }
    refuseCostly((name) => query[name] || "");
  }
}

module.exports = { checkRead, checkSubscriptions, MAX_PER_PAGE };
