/// <reference path="../../pb_data/types.d.ts" />
// A first visit loads its screen's code without a waterfall. The router splits each screen into
// its own chunk, which the browser would only discover after the entry script has run and the
// router has matched the path: on a slow network, a round trip per level. The page's HTML
// therefore names the screen's chunks up front (<link rel="modulepreload">), read from Vite's
// build manifest (vite.config.ts: build.manifest). Later visits come from the service worker.

const MANIFEST = ".vite/route-manifest.json";
const ENTRY = "index.html";

function readManifest(dir) {
  try {
    return JSON.parse(toString($os.readFile(`${dir}/${MANIFEST}`)));
  } catch (_) {
    return null;
  }
}

/** Every manifest key `key` imports, directly or not. */
function closure(manifest, key) {
  const seen = new Set();
  const stack = [key];
  while (stack.length) {
    const next = stack.pop();
    if (seen.has(next) || !manifest[next]) continue;
    seen.add(next);
    for (const imported of manifest[next].imports ?? []) stack.push(imported);
  }
  return seen;
}

/** The <link> tags for the screen at `path`, or "" (unknown path, no manifest). */
function linksFor(manifest, path) {
  const name = path === "/" ? "home" : path.slice(1);
  if (!/^[a-z-]+$/.test(name)) return "";
  const route = `src/routes/${name}.tsx?tsr-split=component`;
  if (!manifest[route]) return "";
  const loaded = closure(manifest, ENTRY); // index.html already preloads these
  const links = [];
  for (const key of closure(manifest, route)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) links.push(`<link rel="preload" as="style" href="/${css}">`);
  }
  return links.join("");
}

/**
 * `html` (a page of the app served for `path`) with its screen's preload links. The links of
 * each path are worked out once per start (the build does not change while PocketBase runs).
 */
function withPreloads(dir, path, html) {
  const store = $app.store();
  const key = `routePreload:${path}`;
  let links = store.get(key);
  if (links === null || links === undefined) {
    const manifest = readManifest(dir);
    links = manifest ? linksFor(manifest, path) : "";
    store.set(key, links);
  }
  return links ? html.replace("</head>", `${links}</head>`) : html;
}

/** The app page (index.html, or home.html for the home) for `path`, with its preloads. */
function page(dir, path) {
  const file = path === "/" || path === "/home" ? "home.html" : "index.html";
  const store = $app.store();
  const key = `routePreload:page:${path}`;
  const held = store.get(key);
  if (held) return held;
  let html;
  try {
    html = toString($os.readFile(`${dir}/${file}`));
  } catch (_) {
    return undefined;
  }
  const full = withPreloads(dir, path, html);
  if (full === html) return undefined; // nothing to add: the static file as it is
  store.set(key, full);
  return full;
}

module.exports = { linksFor, page };
