import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * The social sign-ins better-auth's code is built in for: GitHub's, the only one the Worker
 * configures (worker/auth/options.ts). Add a provider's file name here before configuring it.
 */
const BUILT_IN = new Set(["github"]);

const INDEX = /[\\/]@better-auth[\\/]core[\\/]dist[\\/]social-providers[\\/]index\.mjs$/;
const IMPORT = /^import \{ ([^}]+) \} from "\.\/([\w-]+)\.mjs";$/gm;

/**
 * better-auth's social providers, GitHub's alone. Their index imports all 36 into one object
 * that better-auth reads by the configured names, so the bundler keeps every one: 56 KiB of a
 * Worker held to 300 KiB gzipped (decision 0012). The others stand in as functions that say
 * what to change, under the same names, so better-auth's list of providers (and the auth
 * document's) is unchanged.
 */
export function betterAuthSocialProviders(): Plugin {
  return {
    name: "edgestart:better-auth-social-providers",
    enforce: "pre",
    load(id) {
      if (!INDEX.test(id)) return;
      const stubs: string[] = [];
      const code = readFileSync(id, "utf8").replace(IMPORT, (line, names: string, file: string) => {
        if (BUILT_IN.has(file)) return line;
        for (const name of names.split(",")) stubs.push(`const ${name.trim()} = notBuiltIn(${JSON.stringify(file)});`);
        return "";
      });
      // A better-auth that lays its providers out otherwise would silently keep them all.
      if (stubs.length === 0) this.error(`No social provider imports found in ${id}`);
      const notBuiltIn = `function notBuiltIn(provider) {
  return () => { throw new Error(\`better-auth's \${provider} sign-in is not built into this Worker: add it to build/better-auth-social-providers.ts\`); };
}`;
      return `${notBuiltIn}\n${stubs.join("\n")}\n${code}`;
    },
  };
}
