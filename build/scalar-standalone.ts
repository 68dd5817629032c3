import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Serves Scalar's browser bundle from our own origin at /scalar/standalone.js (the API
 * reference must load nothing from a CDN): emitted as a static asset at build, served from
 * node_modules in dev.
 */
export function scalarStandalone(): Plugin {
  const file = fileURLToPath(
    new URL("../node_modules/@scalar/api-reference/dist/browser/standalone.js", import.meta.url),
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
