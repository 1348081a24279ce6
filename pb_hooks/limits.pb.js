/// <reference path="../pb_data/types.d.ts" />
// Body size ceiling for what guests and shoppers submit (issue 7, hostile input). PocketBase's
// own limit for record writes is 32 MB plus the file fields, and unknown JSON fields are simply
// dropped, so a 10 MB body with a junk field was read, parsed and then stored (minus the junk).
// Our submissions are small JSON documents: the biggest legitimate one, a custom-order request
// with 10 links and a 5,000-character description, stays below 64 KB. The ceiling is a
// generous 1 MiB so that merely over-long fields still get field errors from validation;
// anything bigger is refused with 413 before it is parsed. Superusers (dashboard corrections,
// imports) keep PocketBase's defaults.

routerUse((e) => {
  // Handlers run in isolated VMs, so everything they need is declared inside.
  const LIMIT_BYTES = 1024 * 1024;
  const LIMITED = ["inquiries", "customorders", "orders"];
  const method = e.request.method;
  if (method !== "POST" && method !== "PATCH" && method !== "PUT") return e.next();
  const match = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?\/?$/.exec(e.request.url.path);
  if (!match || e.hasSuperuserAuth()) return e.next();
  let name = "";
  try {
    // The path may name the collection by its id as well as by its name.
    name = e.app.findCachedCollectionByNameOrId(match[1]).name;
  } catch (_) {
    return e.next();
  }
  if (!LIMITED.includes(name)) return e.next();
  // Refuses a declared oversized body at once and caps the bytes read from a chunked one.
  return $apis.bodyLimit(LIMIT_BYTES).func(e);
});
