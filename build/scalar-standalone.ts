import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { scalarBundle } from "./scalar-bundle.ts";

/**
 * Serves Scalar's browser bundle from our own origin at /scalar/standalone.js (the API
 * reference must load nothing from a CDN): emitted as a static asset at build, served from
 * the install's copy in dev (build/scalar-bundle.ts).
 */
export function scalarStandalone(): Plugin {
  let file = "";
  return {
    name: "edgestart:scalar-standalone",
    configResolved() {
      file = scalarBundle();
    },
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
