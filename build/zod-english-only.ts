import type { Plugin } from "vite";

/**
 * Keeps only zod's English texts. zod's `locales` namespace (every language's messages,
 * about 160 KiB minified) survives tree-shaking as soon as the whole `z` object is passed
 * around, which @hono/zod-openapi does (`extendZodWithOpenApi(z)`), in the Worker and in the
 * SPA that shares its schemas. Our own field messages come from Lingui instead
 * (worker/lib/field-messages.ts), and English is the only locale zod configures itself.
 */
export function zodEnglishOnly(): Plugin {
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
