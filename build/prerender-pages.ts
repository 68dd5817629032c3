import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createServer, type Plugin, type UserConfig } from "vite";
import { DEMO_CODE } from "../worker/demo/demo-code.ts";
import { locales } from "../worker/i18n/locales.ts";
import { prerenderedPage, rowTemplatesFile, signInVariants } from "../worker/spa/prerendered.ts";
import { version } from "./build-info.ts";

/**
 * Once the SPA is written, draws the sign-in screen and the signed-in screens' frames into
 * static pages, and the drawn lists' row templates (worker/spa/drawn-data.ts): one per language and per variant of what they show (worker/spa/prerendered.ts),
 * each a copy of index.html with the markup in #root. The first paint then waits for no script; the browser hydrates
 * the markup (web/main.tsx). It renders web/prerender.tsx through a Vite server with the
 * app's own plugins, so the modules are the ones the browser runs.
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
      });
      try {
        const { renderSignIn, renderScreens, renderRowTemplates } = await server.ssrLoadModule("/web/prerender.tsx");
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
        for (const locale of locales) {
          for (const variant of signInVariants) {
            write(prerenderedPage(locale, variant), await renderSignIn(locale, variant, build));
          }
          for (const { page, markup } of await renderScreens(locale, build)) write(page, markup);
          for (const { page, templates } of await renderRowTemplates(locale, build))
            writeFile(rowTemplatesFile(page), JSON.stringify(templates));
        }
      } finally {
        await server.close();
      }
    },
  };
}
