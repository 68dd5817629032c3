import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import {
  createServer,
  defineConfig,
  type HtmlTagDescriptor,
  type Plugin,
  type PluginOption,
  type Rolldown,
  type UserConfig,
} from "vite";
import { DEMO_CODE } from "./worker/demo/demo-code.ts";
import { locales } from "./worker/i18n/locales.ts";
import { prerenderedPage, signInVariants } from "./worker/spa/prerendered.ts";
import { routePattern } from "./worker/spa/route-patterns.ts";

/**
 * Serves Scalar's browser bundle from our own origin at /scalar/standalone.js (the API
 * reference must load nothing from a CDN): emitted as a static asset at build, served from
 * node_modules in dev.
 */
function scalarStandalone(): Plugin {
  const file = fileURLToPath(
    new URL("./node_modules/@scalar/api-reference/dist/browser/standalone.js", import.meta.url),
  );
  return {
    name: "edgestart:scalar-standalone",
    configureServer(server) {
      server.middlewares.use("/scalar/standalone.js", (_request, response) => {
        response.setHeader("content-type", "text/javascript; charset=utf-8");
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "scalar/standalone.js", source: readFileSync(file) });
    },
  };
}

/**
 * Keeps only zod's English texts. zod's `locales` namespace (every language's messages,
 * about 160 KiB minified) survives tree-shaking as soon as the whole `z` object is passed
 * around, which @hono/zod-openapi does (`extendZodWithOpenApi(z)`), in the Worker and in the
 * SPA that shares its schemas. Our own field messages come from Lingui instead
 * (worker/lib/field-messages.ts), and English is the only locale zod configures itself.
 */
function zodEnglishOnly(): Plugin {
  const englishOnly = "\0edgestart:zod-locales-en";
  return {
    name: "edgestart:zod-english-only",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../locales/index.js" && importer && /[\\/]node_modules[\\/]zod[\\/]v4[\\/]/.test(importer)) {
        return englishOnly;
      }
    },
    load(id) {
      if (id === englishOnly) return 'export { default as en } from "zod/v4/locales/en.js";';
    },
  };
}

/** Module ids with forward slashes on every OS, for the path tests below. */
const posixPath = (id: string) => id.replaceAll("\\", "/");

/** A bundle's chunks by file name. */
const chunksOf = (bundle: Rolldown.OutputBundle) =>
  new Map(
    Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
  );

/** A chunk's file and the files of every chunk it imports statically, however deep. */
function withImports(
  chunks: Map<string, Rolldown.OutputChunk>,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withImports(chunks, imported, seen);
  return seen;
}

/**
 * Adds to index.html a `<link rel="modulepreload">` for each language catalog and each
 * screen's chunks (its component, its loader and the catalogs they add), marked with the
 * language and the route they serve; the Worker keeps only the visitor's
 * (worker/spa/preload-hints.ts). Without them the browser learns of both only
 * once the entry script has run: one more round trip before the first screen.
 */
function preloadHints(): Plugin {
  return {
    name: "edgestart:preload-hints",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = chunksOf(bundle);
        // The entry's own imports are preloaded by Vite already.
        const initial = withImports(chunks, entry.fileName);
        const link = (fileName: string, marks: Record<string, string>): HtmlTagDescriptor => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}`, ...marks },
          injectTo: "head",
        });
        const catalog = (fileName: string) =>
          posixPath(chunks.get(fileName)?.facadeModuleId ?? "")
            .match(/\/locales\/(\w+)\/([\w-]+)\.po$/)
            ?.slice(1);
        return [...chunks.values()].flatMap(({ fileName, facadeModuleId }) => {
          const [locale, name] = catalog(fileName) ?? [];
          if (locale && name === "web") return [link(fileName, { "data-locale": locale })];
          const route = posixPath(facadeModuleId ?? "").match(
            /\/web\/routes\/(.+)\.tsx\?tsr-split=(?:component|loader)/,
          )?.[1];
          if (!route) return [];
          const { pattern, layout } = routePattern(route);
          const marks = { "data-route": pattern, ...(layout ? { "data-layout": "" } : {}) };
          const files = [...withImports(chunks, fileName)].filter((file) => !initial.has(file));
          // Catalogs that the screen's modules load as they start (addCatalog in web/lib/i18n.ts).
          const catalogs = files
            .flatMap((file) => chunks.get(file)?.dynamicImports ?? [])
            .flatMap((file) => {
              const [language] = catalog(file) ?? [];
              return language ? [link(file, { ...marks, "data-locale": language })] : [];
            });
          return [...files.map((file) => link(file, marks)), ...catalogs];
        });
      },
    },
  };
}

/**
 * What every screen runs before its own chunk, in three chunks: React, which changes least
 * often and so stays cached across deploys; the parts of the router, React Query, Lingui and
 * Panda's runtime that the entry imports (`$initial`; what only some screens use, like
 * infinite queries, stays with them), which change with our dependencies; and the app's own
 * start-up code, which changes with every release. Left to itself the bundler gives every
 * module that the entry shares with a screen a chunk of its own (twenty on the sign-in
 * screen); fewer chunks compress better and save that screen about 12 KB gzipped.
 */
const reactPackages = ["react", "react-dom", "scheduler"];
const shellPackages = [
  "@tanstack/react-router",
  "@tanstack/router-core",
  "@tanstack/history",
  "@tanstack/query-core",
  "@tanstack/react-query",
  "@tanstack/store",
  "@tanstack/react-store",
  "@lingui/core",
  "@lingui/react",
];
const shellRuntime = [
  "styled-system/css/",
  "styled-system/jsx/",
  "styled-system/helpers",
  "styled-system/recipes/create-recipe",
];

const inPackage = (packages: string[]) => (id: string) =>
  packages.some((name) => posixPath(id).includes(`/node_modules/${name}/`));
const inShellPackage = inPackage(shellPackages);

function shellModules(id: string): boolean {
  return inShellPackage(id) || shellRuntime.some((part) => posixPath(id).includes(`/${part}`));
}

/**
 * Marks the scripts every screen runs as it starts (the entry and all it imports) with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad`: Chromium then compiles their
 * functions on a background thread as they download, rather than on the main thread when
 * each is first called. On the prerendered sign-in screen that compiling was most of the
 * one long task left after the first paint (decision 0013). Screens' own chunks stay
 * compiled lazily: much of their code runs only when used.
 */
function compileHints(): Plugin {
  let startup = new Set<string>();
  return {
    name: "edgestart:compile-hints",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk: entry }) {
        if (bundle && entry) startup = withImports(chunksOf(bundle), entry.fileName);
      },
    },
    // Last, once Vite has added its own first line (the dynamic imports' dependency map):
    // the hint must open the file.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of chunksOf(bundle).values()) {
          if (startup.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/** The short commit being built; "dev" outside a git checkout or without git. */
function buildCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      encoding: "utf8",
      stdio: "pipe",
    }).trim();
  } catch {
    return "dev";
  }
}

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** Build info for the version widget (web/components/version-info.tsx); types in web/build-info.d.ts. */
const define = {
  __APP_VERSION__: JSON.stringify(version),
  __BUILD_COMMIT__: JSON.stringify(buildCommit()),
  __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
};
const resolve = { alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) } };

/** What turns web/ into modules, for the build and for the sign-in screen's prerender alike. */
const appPlugins = (): PluginOption[] => [
  // Must come before react(): it writes web/routeTree.gen.ts and splits route chunks.
  tanstackRouter({
    target: "react",
    autoCodeSplitting: true,
    // Loaders get chunks of their own too: they carry the data layer (the typed API client,
    // list queries), which the entry would otherwise ship to the sign-in screen.
    codeSplittingOptions: { defaultBehavior: [["loader"], ["component"], ["errorComponent"], ["notFoundComponent"]] },
    routesDirectory: "web/routes",
    generatedRouteTree: "web/routeTree.gen.ts",
  }),
  react(),
  // Vite 8's React plugin no longer runs Babel; Lingui's macros need it (web and worker).
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui(),
  zodEnglishOnly(),
];

/**
 * Once the SPA is written, draws the sign-in screen into static pages: one per language and
 * per variant of the settings it shows (worker/spa/prerendered.ts), each a copy of index.html
 * with the markup in #root. The first paint then waits for no script; the browser hydrates
 * the markup (web/main.tsx). It renders web/prerender.tsx through a Vite server with the
 * app's own plugins, so the modules are the ones the browser runs.
 */
function prerenderSignIn(config: UserConfig): Plugin {
  let outDir = "";
  return {
    name: "edgestart:prerender-sign-in",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      outDir = options.dir ?? "";
    },
    async closeBundle() {
      const server = await createServer({
        ...config,
        configFile: false,
        logLevel: "warn",
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: "custom",
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderSignIn } = await server.ssrLoadModule("/web/prerender.tsx");
        const shell = readFileSync(join(outDir, "index.html"), "utf8");
        const root = '<div id="root"></div>';
        if (!shell.includes(root)) throw new Error(`index.html has no empty ${root} to prerender into`);
        for (const locale of locales) {
          for (const variant of signInVariants) {
            const markup: string = await renderSignIn(locale, variant, { version, demoCode: DEMO_CODE });
            const file = join(outDir, `${prerenderedPage(locale, variant)}.html`);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, shell.replace(root, `<div id="root">${markup}</div>`));
          }
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * One build for both halves: the Cloudflare plugin bundles worker/ for workerd and the
 * SPA (index.html → web/) for Workers Static Assets; `vite dev` runs both in workerd.
 */
export default defineConfig({
  publicDir: "web/public",
  define,
  resolve,
  plugins: [
    ...appPlugins(),
    cloudflare(),
    scalarStandalone(),
    preloadHints(),
    compileHints(),
    prerenderSignIn({ define, resolve, plugins: appPlugins() }),
  ],
  // Minify the Worker too (Vite leaves server builds readable): the upload Cloudflare limits and
  // parses on every cold start shrinks by almost half. Stack traces map back through index.js.map.
  build: { minify: true },
  environments: {
    client: {
      build: {
        // Every browser the SPA supports preloads modules natively.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // Panda's generated recipes call helpers at module level (`memo(...)`), so unless told
          // otherwise the bundler keeps every recipe the preset defines (tabs, color picker, …)
          // in whichever chunk first imports styled-system/recipes.
          treeshake: { moduleSideEffects: [{ test: /[\\/]styled-system[\\/]/, sideEffects: false }] },
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: inPackage(reactPackages) },
                { name: "shell", test: shellModules, tags: ["$initial"] },
                { name: "app", tags: ["$initial"] },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
