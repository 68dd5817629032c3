import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createServer, type Plugin, type UserConfig } from "vite";
import { DEMO_CODE } from "../worker/demo/demo-code.ts";
import { locales } from "../worker/i18n/locales.shared.ts";
import {
  DRAWN_SCREENS_FILE,
  type DrawnScreens,
  drawnPageFile,
  rowTemplatesFile,
} from "../worker/spa/drawn-pages.shared.ts";
import { prerenderedPage, signInVariants } from "../worker/spa/sign-in-page.shared.ts";
import { version } from "./build-info.ts";

/**
 * Once the SPA is written, draws the sign-in screen (one page per language and per variant of
 * the settings it shows) and every route of the signed-in areas (docs/drawn-screens.md): one
 * page per language, a manager screen also with its sidebar folded, and a list's row
 * templates where its screen declares them. Each page is a copy of index.html with the
 * markup in #root; the first paint then waits for no script, and the browser hydrates it
 * (web/main.tsx). It renders web/prerender.tsx through a Vite server with the app's own
 * plugins, so the modules are the ones the browser runs.
 */
export function prerenderPages(config: UserConfig): Plugin {
  let outDir = "";
  return {
    name: "edgestart:prerender-pages",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      outDir = options.dir ?? "";
    },
    async closeBundle() {
      const server = await createServer({
        ...config,
        configFile: false,
        logLevel: "warn",
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: "custom",
        optimizeDeps: { noDiscovery: true, include: [] },
        // Its own dependency cache: in the dev server's (node_modules/.vite), this server's empty
        // one replaced the dev server's optimised dependencies, and a `npm run dev` running beside
        // the build answered 504 "Outdated Optimize Dep" for them (a blank app until restarted).
        cacheDir: "node_modules/.vite-prerender",
      });
      try {
        const { renderSignIn, renderScreen, renderRowTemplates, areaRoutes, screensWithRows, searchParamsOf } =
          await server.ssrLoadModule("/web/prerender.tsx");
        const shell = readFileSync(join(outDir, "index.html"), "utf8");
        const root = '<div id="root"></div>';
        if (!shell.includes(root)) throw new Error(`index.html has no empty ${root} to prerender into`);
        const writeFile = (name: string, text: string) => {
          const file = join(outDir, name);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, text);
        };
        const write = (page: string, markup: string) =>
          writeFile(
            `${page}.html`,
            shell.replace(root, () => `<div id="root">${markup}</div>`),
          );
        const build = { version, demoCode: DEMO_CODE };
        const drawn: DrawnScreens = {};
        for (const locale of locales) {
          for (const variant of signInVariants) {
            write(prerenderedPage(locale, variant), await renderSignIn(locale, variant, build));
          }
          for (const pattern of areaRoutes() as string[]) {
            const pages = await renderScreen(locale, pattern, build);
            for (const { folded, markup } of pages ?? []) write(drawnPageFile(locale, pattern, folded), markup);
            if (pages) drawn[pattern] = searchParamsOf(pattern);
          }
          for (const pattern of screensWithRows() as string[]) {
            writeFile(
              rowTemplatesFile(locale, pattern),
              JSON.stringify(await renderRowTemplates(locale, pattern, build)),
            );
          }
        }
        writeFile(DRAWN_SCREENS_FILE, JSON.stringify(drawn));
      } finally {
        await server.close();
      }
    },
  };
}
