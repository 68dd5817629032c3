import type { Plugin } from "vite";
import { chunksOf, withImports } from "./bundle-graph.ts";

/**
 * Marks the scripts every screen runs as it starts (the entry and all it imports) with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad`: Chromium then compiles their
 * functions on a background thread as they download, rather than on the main thread when
 * each is first called. On the prerendered sign-in screen that compiling was most of the
 * one long task left after the first paint (decision 0013). Screens' own chunks stay
 * compiled lazily: much of their code runs only when used.
 */
export function compileHints(): Plugin {
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
