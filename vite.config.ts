import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { linguiCatalogues } from "./scripts/lib/catalogues.mjs";
import { eagerCommonJs } from "./scripts/lib/eager-commonjs.mjs";
import { languageManifest, MANIFEST_LANGUAGES } from "./scripts/lib/manifests.mjs";
import { bootShells } from "./scripts/lib/shell-markup.mjs";
import { SCRIPT_FONTS } from "./src/lib/i18n/script-fonts";

const API_TARGET = process.env.PB_URL ?? "http://127.0.0.1:8090";

/** Modules only /admin loads: its features, its doors to the server and the device. */
const ADMIN_MODULE =
  /[\\/]src[\\/](features[\\/]admin[\\/]|(backend|offline|lib)[\\/]admin-|routes[\\/]admin[^?]*\?tsr-split)/;

/**
 * The entry stylesheet goes inline into index.html, so the first paint waits on no second
 * request (Lighthouse: render-blocking resources on slow 4G). The CSP allows inline styles,
 * never inline scripts. Route chunks keep their own CSS files.
 */
function inlineEntryCss(): Plugin {
  return editIndexHtml("inline-entry-css", (html, bundle) =>
    html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName) => {
      const css = bundle[fileName];
      return css?.type === "asset" ? `<style>${String(css.source)}</style>` : link;
    }),
  );
}

/** A build step that rewrites the built index.html, after Vite wrote it (and before pageShells). */
function editIndexHtml(
  name: string,
  edit: (html: string, bundle: Record<string, { type: string; source?: unknown }>) => string,
): Plugin {
  return {
    name,
    apply: "build",
    enforce: "post",
    generateBundle(_, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") return;
      index.source = edit(String(index.source), bundle);
    },
  };
}

/** The build's chunks, as the app-at-once preload (below) reads them. */
let builtChunks:
  | Record<
      string,
      {
        type: string;
        imports?: string[];
        dynamicImports?: string[];
        moduleIds?: string[];
        facadeModuleId?: string | null;
        viteMetadata?: { importedCss: Set<string> };
      }
    >
  | undefined;

/**
 * The app's scripts and styles: main.tsx's chunk and every chunk it imports, at any depth, but
 * the page's entry (`host`) and its styles, which are already in the page.
 */
function appFiles(host: string): string[] {
  const chunks = builtChunks ?? {};
  const main = Object.entries(chunks).find(([, c]) => c.facadeModuleId?.endsWith("/src/main.tsx"));
  if (!main) throw new Error("main.tsx's chunk is not in the build");
  const files = new Set<string>();
  const inPage = new Set([host, ...(chunks[host]?.viteMetadata?.importedCss ?? [])]);
  const visit = (fileName: string) => {
    if (files.has(fileName) || inPage.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks[fileName];
    for (const css of chunk?.viteMetadata?.importedCss ?? []) if (!inPage.has(css)) files.add(css);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(main[0]);
  return [...files];
}

/**
 * boot.ts runs the app's code in steps (docs/decisions/0031-app-start-in-slices.md): each
 * step's import would preload only its own chunks, and the next step's would start after it. So
 * boot.ts preloads every script of the app itself, at the first step, one link per task:
 * the build lists them in the page's `<meta name="app-scripts">`. Vite's own preload inserts
 * every link of an import in one task, 1-25 ms each on a slow phone (20 links for the app: a
 * 100-250 ms task at 3× CPU; 12 for the product page's code, preloaded when idle), so it is
 * left only the styles an import must wait for: a screen's scripts are fetched by the browser's
 * module loader as it meets their imports, which costs the page no DOM work. This plugin keeps
 * the build's chunk list for `modulePreload.resolveDependencies`, which Vite's preload pass (a
 * later plugin) calls, and writes the meta into index.html (before pageShells copies it).
 */
function appAtOnce(): Plugin {
  return {
    name: "app-at-once",
    apply: "build",
    generateBundle(_, bundle) {
      builtChunks = bundle as unknown as typeof builtChunks;
    },
  };
}

function isBootChunk(fileName: string): boolean {
  return builtChunks?.[fileName]?.moduleIds?.some((id) => id.endsWith("/src/boot.ts")) ?? false;
}

function preloadDependencies(
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: "html" | "js" },
): string[] {
  if (!builtChunks) throw new Error("app-at-once: the build's chunks are not known yet");
  if (hostType !== "js") return deps;
  const styles = (files: string[]) => files.filter((file) => file.endsWith(".css"));
  return isBootChunk(hostId) ? styles([...new Set([...appFiles(hostId), ...deps])]) : styles(deps);
}

/**
 * The app's scripts in the order the start needs them: first the scripts of boot.ts's steps
 * (React, the router, the device's database) and main.tsx's, then the rest (the screens' code).
 * boot.ts asks for a few a task, so what the steps run is asked for in the first tasks, before
 * React's script has arrived (tests/e2e/boot-shell.test.ts). It was in main.tsx's import order,
 * which put the database's script 20th of 48: on a busy machine it was asked for after React's
 * had arrived.
 */
function inOrderOfNeed(boot: string, files: string[]): string[] {
  const chunks = builtChunks ?? {};
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks[fileName]?.imports ?? []) visit(imported);
  };
  // in the order met; the steps' own chunks are not app files, only what they import is
  for (const step of chunks[boot]?.dynamicImports ?? []) visit(step);
  const wanted = new Set(files);
  return [...new Set([...[...seen].filter((file) => wanted.has(file)), ...files])];
}

/** index.html's `<meta name="app-scripts">`: the scripts boot.ts preloads (appAtOnce). */
function appScriptsMeta(): Plugin {
  return editIndexHtml("app-scripts-meta", (html, bundle) => {
    const boot = Object.keys(bundle).find(isBootChunk);
    if (!boot) throw new Error("app-at-once: boot.ts's chunk is not in the build");
    const scripts = inOrderOfNeed(boot, appFiles(boot)).filter((file) => file.endsWith(".js"));
    const meta = `<meta name="app-scripts" content="${scripts.map((f) => `/${f}`).join(" ")}">`;
    return html.replace("</head>", () => `${meta}</head>`);
  });
}

// index.html's render, which the built pages reuse (a render bundles the components)
let rendered: ReturnType<typeof bootShells> | undefined;

/**
 * index.html's static shell (the header, the home hero), rendered from the app's own components
 * (src/features/layout/shell-markup.tsx) into the page, so the first paint is the app's markup;
 * then the pages built from it (pageShells).
 */
function bootShell(): Plugin {
  return {
    name: "boot-shell",
    async transformIndexHtml(html) {
      if (!html.includes("<!--boot-shell-->")) return html;
      rendered = bootShells();
      const { en } = await rendered;
      return html.replace("<!--boot-shell-->", () => en);
    },
  };
}

/** Noto's regular and bold faces of a language, as pack-si.ts and pack-ta.ts load them. */
const FONTS = {
  si: { ...SCRIPT_FONTS.si, file: /noto-sans-sinhala-sinhala-(400|700)-normal-[\w-]+\.woff2$/ },
  ta: { ...SCRIPT_FONTS.ta, file: /noto-sans-tamil-tamil-(400|700)-normal-[\w-]+\.woff2$/ },
};

/**
 * The language's font for a page drawn in it: preloaded, and declared in the page's head with
 * `font-display: block`, so its letters paint once, in Noto, and nothing moves when the app
 * takes over (the app's pack loads the same files: src/lib/i18n/activate-pack.ts). Without the
 * preload a loaded phone could pass the 3 s block period before the font came, and the letters
 * shifted when it did (Lighthouse CLS 0.024 on the Tamil home; 0 with it, BENCHMARKS.md).
 */
function fontHead(language: "si" | "ta", files: string[]): string {
  const { family, file, range } = FONTS[language];
  const faces = files.flatMap((name) => {
    const weight = file.exec(name)?.[1];
    return weight ? [{ name, weight }] : [];
  });
  // a renamed file would leave the page to a fallback font that the app's redraw then shifts
  if (faces.length !== 2)
    throw new Error(`${family}'s regular and bold faces are not in the build`);
  const links = faces.map(
    ({ name }) => `<link rel="preload" as="font" type="font/woff2" href="/${name}" crossorigin>`,
  );
  const rules = faces.map(
    ({ name, weight }) =>
      `@font-face{font-family:"${family}";src:url(/${name}) format("woff2");font-weight:${weight};font-display:block;unicode-range:${range}}`,
  );
  return `${links.join("")}<style>${rules.join("")}</style>`;
}

/**
 * The built pages the server serves a visitor (pb_hooks/app-delivery.pb.js,
 * docs/decisions/0030-first-screen-in-the-shoppers-language.md): index.html in English,
 * index.si.html and index.ta.html with the static shell rendered in that language, its font and its
 * manifest, and home.html (and home.si.html, home.ta.html) whose static shell also draws the home
 * hero, so the home's largest text paints before the app's scripts run (Lighthouse LCP).
 */
function pageShells(): Plugin {
  return {
    name: "page-shells",
    apply: "build",
    enforce: "post",
    async generateBundle(_, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") return;
      const shells = await (rendered ?? bootShells());
      const english = String(index.source);
      if (!english.includes(shells.en)) throw new Error("index.html lost its boot shell");
      const home = (html: string) =>
        html.replace(/<html lang="(\w+)">/, '<html lang="$1" data-boot="home">');
      this.emitFile({ type: "asset", fileName: "home.html", source: home(english) });
      for (const language of ["si", "ta"] as const) {
        const html = english
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace("</head>", () => `${fontHead(language, Object.keys(bundle))}</head>`)
          .replace('href="/manifest.webmanifest"', `href="/manifest.${language}.webmanifest"`)
          .replace(shells.en, () => shells[language]);
        this.emitFile({ type: "asset", fileName: `index.${language}.html`, source: html });
        this.emitFile({ type: "asset", fileName: `home.${language}.html`, source: home(html) });
      }
    },
  };
}

/**
 * manifest.si.webmanifest and manifest.ta.webmanifest: the English manifest with its name and
 * description from the catalogues (scripts/lib/manifests.mjs), written by the build (so the
 * service worker precaches them) and served by the dev server.
 */
function languageManifests(): Plugin {
  const fileName = (language: string) => `manifest.${language}.webmanifest`;
  return {
    name: "language-manifests",
    generateBundle() {
      for (const language of MANIFEST_LANGUAGES) {
        this.emitFile({
          type: "asset",
          fileName: fileName(language),
          source: languageManifest(language),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = MANIFEST_LANGUAGES.find((code) => request.url === `/${fileName(code)}`);
        if (!language) return next();
        response.setHeader("Content-Type", "application/manifest+json");
        response.end(languageManifest(language));
      });
    },
  };
}

export default defineConfig({
  plugins: [
    linguiCatalogues(),
    appAtOnce(),
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    bootShell(),
    inlineEntryCss(),
    eagerCommonJs(),
    appScriptsMeta(),
    pageShells(),
    languageManifests(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webp,woff2,webmanifest}"],
        globIgnores: ["screenshots/**"],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: "es2022",
    modulePreload: { resolveDependencies: preloadDependencies },
    sourcemap: false,
    rollupOptions: {
      // The sync worker (src/offline/sync-host.ts) is a second entry of the same build, not a
      // separately bundled worker: it imports the page's own chunks (Dexie, the schemas), so a
      // first visit downloads them once, not twice. It reads the catalogue without the
      // PocketBase SDK (src/backend/catalogue.ts). Its fixed name lets the
      // page start it; the service worker's precache revisions it like index.html.
      input: { index: "index.html", "sync-worker": "src/offline/sync.worker.ts" },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === "sync-worker" ? "sync-worker.js" : "assets/[name]-[hash].js",
        // /admin's code is one chunk of its own (its screens and everything only they use), so
        // a shopper's page never loads it and the service worker need not precache it (sw.ts
        // caches it when /admin is first opened). Route files stay in the route tree; only
        // their lazily loaded components join the chunk.
        codeSplitting: {
          groups: [
            {
              name: "admin",
              test: ADMIN_MODULE,
              includeDependenciesRecursively: false,
            },
            // Small modules every first visit loads anyway (money, images, prices, the
            // language's t() and useT() with Lingui's runtime and English's compiled texts, the
            // session, what draws below the first screen): one chunk instead of nine, which
            // saves what the i18n code costs a first visit in English
            // (docs/decisions/0001-english-texts-are-the-keys.md).
            {
              name: "common",
              test: /src\/(shared\/(money|images|product-price|product-image|language|locale-formats|lingui-intl|catalogue|translate)|lib\/(i18n\/i18n|retry-timer)|hooks\/use-t|backend\/(session|client|stored-auth|response-error)|offline\/sync-status)\.ts$|src\/features\/layout\/below-the-fold\.tsx$|node_modules[\\/]@lingui[\\/]core[\\/]|english-catalogue/,
              includeDependenciesRecursively: false,
            },
            // The PocketBase SDK with the one module that constructs a client: fetched by the
            // page only when it needs the server (src/backend/client.ts), never on a guest's
            // first visit (the sync worker reads the catalogue without it).
            {
              name: "pocketbase",
              test: /node_modules[\\/]pocketbase[\\/]|src[\\/]backend[\\/]create-client\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The router's packages (core, React binding, history, store) as one chunk rather
            // than five pieces split by where they are first used: every page needs them all at
            // start, and one file compresses better (first visit 175.0 -> 173.6 KB gzip).
            {
              name: "router",
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]boot-steps[\\/]router\.ts$/,
              includeDependenciesRecursively: false,
            },
            // React, its scheduler and jotai the same way (173.6 -> 172.4 KB)
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|jotai)[\\/]|src[\\/]boot-steps[\\/]react\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: true, ws: false },
      "/_": { target: API_TARGET, changeOrigin: true },
      // product photos' web variants (pb_hooks/image-variants.pb.js)
      "/img": { target: API_TARGET, changeOrigin: true },
    },
  },
});
