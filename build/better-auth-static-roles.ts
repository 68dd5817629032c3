import type { Plugin } from "vite";

/**
 * better-auth's organization plugin without dynamic access control (roles stored per
 * organization), which the Worker leaves off: its roles are the fixed ones of
 * worker/auth/permissions.ts. The plugin builds those five endpoints whether they are on or
 * not, so the bundler keeps their 16 KiB of a Worker held to 300 KiB gzipped (decision 0012).
 * Each stands in as an endpoint that says what to change, should anyone turn them on.
 */
const MODULE = /[\\/]better-auth[\\/]dist[\\/]plugins[\\/]organization[\\/]routes[\\/]crud-access-control\.mjs$/;
const ENDPOINTS = ["createOrgRole", "deleteOrgRole", "getOrgRole", "listOrgRoles", "updateOrgRole"];

export function betterAuthStaticRoles(): Plugin {
  return {
    name: "edgestart:better-auth-static-roles",
    enforce: "pre",
    load(id) {
      if (!MODULE.test(id)) return;
      const notBuiltIn = `() => () => { throw new Error("better-auth's dynamic access control is not built into this Worker: remove build/better-auth-static-roles.ts to turn it on"); }`;
      return ENDPOINTS.map((name) => `export const ${name} = ${notBuiltIn};`).join("\n");
    },
  };
}
