import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { defineConfig } from "vite";
import { appPlugins } from "./build/app-plugins.ts";
import { authErrorCatalogs } from "./build/auth-error-catalogs.ts";
import { buildInfo } from "./build/build-info.ts";
import { compileHints } from "./build/compile-hints.ts";
import { preloadHints } from "./build/preload-hints.ts";
import { prerenderPages } from "./build/prerender-pages.ts";
import { scalarStandalone } from "./build/scalar-standalone.ts";
import { startupChunks } from "./build/startup-chunks.ts";

const resolve = { alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) } };

/**
 * One build for both halves: the Cloudflare plugin bundles worker/ for workerd and the
 * SPA (index.html → web/) for Workers Static Assets; `vite dev` runs both in workerd.
 * What each of our own plugins does, and why, opens its file in build/.
 */
export default defineConfig({
  publicDir: "web/public",
  define: buildInfo,
  resolve,
  plugins: [
    ...appPlugins(),
    cloudflare(),
    scalarStandalone(),
    authErrorCatalogs(),
    preloadHints(),
    compileHints(),
    prerenderPages({ define: buildInfo, resolve, plugins: appPlugins() }),
  ],
  // Minify the Worker too (Vite leaves server builds readable): the upload Cloudflare limits and
  // parses on every cold start shrinks by almost half. Stack traces map back through index.js.map.
  build: { minify: true },
  environments: {
    // The Worker is one file: a dynamic import in it (a list's row schema, which the SPA and the
    // build load on demand, worker/spa/screens.shared.ts) is static in effect, and rolldown says so.
    edgestart: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
    client: {
      build: {
        // Every browser the SPA supports preloads modules natively.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // Panda's generated recipes call helpers at module level (`memo(...)`), so unless told
          // otherwise the bundler keeps every recipe the preset defines (tabs, color picker, …)
          // in whichever chunk first imports styled-system/recipes.
          // Likewise the icons (web/components/icons/, decision 0029): imported through their index,
          // all 34 would otherwise join the start-up chunk that every screen loads.
          treeshake: {
            moduleSideEffects: [
              { test: /[\\/]styled-system[\\/]/, sideEffects: false },
              { test: /[\\/]web[\\/]components[\\/]icons[\\/]/, sideEffects: false },
            ],
          },
          output: { codeSplitting: { groups: startupChunks } },
        },
      },
    },
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
