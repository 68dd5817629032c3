import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import type { PluginOption } from "vite";
import { routeTree } from "./route-tree.ts";

/** What turns web/ into modules, for the build and for the sign-in screen's prerender alike. */
export const appPlugins = (): PluginOption[] => [
  // Must come before react(): it writes web/routeTree.gen.ts and splits route chunks.
  tanstackRouter({
    ...routeTree,
    autoCodeSplitting: true,
    // Loaders get chunks of their own too: they carry the data layer (the typed API client,
    // list queries), which the entry would otherwise ship to the sign-in screen.
    codeSplittingOptions: { defaultBehavior: [["loader"], ["component"], ["errorComponent"], ["notFoundComponent"]] },
  }),
  react(),
  // Vite 8's React plugin no longer runs Babel; Lingui's macros need it (web and worker).
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui(),
];
