import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * One build for both halves: the Cloudflare plugin bundles worker/ for workerd and the
 * SPA (index.html → web/) for Workers Static Assets; `vite dev` runs both in workerd.
 */
export default defineConfig({
  publicDir: "web/public",
  resolve: {
    alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) },
  },
  plugins: [
    // Must come before react(): it writes web/routeTree.gen.ts and splits route chunks.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "web/routes",
      generatedRouteTree: "web/routeTree.gen.ts",
    }),
    react(),
    // Vite 8's React plugin no longer runs Babel; Lingui's macros need it (web and worker).
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    cloudflare(),
  ],
  server: { port: 8787, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
