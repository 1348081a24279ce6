const CATALOGUE = ["categories", "subcategories", "products", "settings", "tombstones"];

/**
 * Refuses an expand, filter or sort that would make the server do work no screen of the shop
 * needs: back-relations (`x_via_y`) anywhere, and expands more than one relation deep. `get`
 * reads one query parameter as text ("" when absent).
 * @param {(name: string) => string} get
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

/**
 * A record event with the request embedded under its Go type's name, which the generated
 * declarations leave out.
 * @typedef {{ requestEvent: core.RequestEvent, collection: core.Collection }} EmbeddingEvent
 */

/**
 * Refuses reads that would make the server do work no screen of the shop needs.
 * @param {EmbeddingEvent} e
 * @param {boolean} isList
 */
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
    const { CATALOGUE_PAGE_SIZE } = require(`${__hooks}/lib/shared.js`);
    const perPage = Number(query.get("perPage") || 0);
    if (perPage > CATALOGUE_PAGE_SIZE) {
      throw new BadRequestError(`perPage must be at most ${CATALOGUE_PAGE_SIZE}.`);
    }
  }
}

/**
 * The expand of a create, update or sign-in answer: the same refusals as for a read.
 * @param {EmbeddingEvent} e
 */
function checkExpand(e) {
  // the request event is embedded in the record events under its type name
  const request = e.requestEvent;
  if (request.hasSuperuserAuth()) return;
  const query = request.request.url.query();
  refuseCostly((name) => query.get(name));
}

/**
 * The same refusals for realtime subscriptions, whose options (`topic?options={"query":{...}}`)
 * are applied again to every record change sent to every subscriber: one subscriber's deep
 * expand would be paid for at each catalogue edit.
 * @param {{ requestEvent: core.RequestEvent, subscriptions: string[] }} e
 */
function checkSubscriptions(e) {
  if (e.requestEvent.hasSuperuserAuth()) return;
  /**
   * @param {string} text
   * @returns {string}
   */
  const decode = (text) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, " "));
    } catch (_) {
      // malformed percent-escapes: read the text as it is, as PocketBase does
      return text;
    }
  };
  for (const subscription of e.subscriptions) {
    const start = subscription.indexOf("?");
    if (start < 0) continue;
    // every options parameter is checked, whichever one PocketBase ends up reading
    for (const pair of subscription.slice(start + 1).split("&")) {
      const equals = pair.indexOf("=");
      if (equals < 0 || decode(pair.slice(0, equals)) !== "options") continue;
      /** @type {{ query?: { [name: string]: unknown } | null } | null} */
      let options = {};
      try {
        options = JSON.parse(decode(pair.slice(equals + 1)));
      } catch (_) {
        // unreadable options are ignored by PocketBase too
      }
      const raw =
        options && typeof options.query === "object" && options.query ? options.query : {};
      refuseCostly((name) => {
        const value = raw[name];
        if (value === undefined || value === null) return "";
        return typeof value === "string" ? value : JSON.stringify(value);
      });
    }
  }
}

module.exports = { checkRead, checkExpand, checkSubscriptions };
