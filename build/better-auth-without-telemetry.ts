import type { Plugin } from "vite";

/**
 * better-auth's telemetry, left out of the Worker. It sends only where an environment
 * variable names an endpoint (`BETTER_AUTH_TELEMETRY_ENDPOINT`), which Edgestart never sets,
 * yet its code (runtime, framework and package-manager detection: about 9 KiB minified)
 * ships with better-auth. This stands in for it with what it does here: nothing.
 */
export function betterAuthWithoutTelemetry(): Plugin {
  const stand = "\0edgestart:better-auth-telemetry";
  return {
    name: "edgestart:better-auth-without-telemetry",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "@better-auth/telemetry" && importer && /[\\/]node_modules[\\/]better-auth[\\/]/.test(importer)) {
        return stand;
      }
    },
    load(id) {
      if (id !== stand) return;
      return [
        "export const createTelemetry = async () => ({ publish: async () => {} });",
        "export const getTelemetryAuthConfig = async () => ({});",
      ].join("\n");
    },
  };
}
