import type { HtmlTagDescriptor, Plugin } from "vite";
import { routePattern } from "../worker/spa/route-patterns.shared.ts";
import { chunksOf, posixPath, withImports } from "./bundle-graph.ts";

/**
 * Adds to index.html a `<link rel="modulepreload">` for each language catalog and each
 * screen's chunks (its component, its loader and the catalogs they add), marked with the
 * language and the route they serve; the Worker keeps only the visitor's
 * (worker/spa/preload-hints.ts). Without them the browser learns of both only
 * once the entry script has run: one more round trip before the first screen.
 */
export function preloadHints(): Plugin {
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
