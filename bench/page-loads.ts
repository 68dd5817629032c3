import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { MANIFEST } from "../scripts/app-server.ts";
import { routePattern, routeTakesPart } from "../worker/spa/route-patterns.shared.ts";

const CLIENT = "dist/client";

/** Vite's build manifest (scripts/app-server.ts, buildApp): source module → emitted file. */
type Manifest = Record<string, { file: string; src?: string }>;

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(MANIFEST, "utf8")) as Manifest;
}

export interface PageLoad {
  path: string;
  /** gzip bytes of every script and stylesheet the browser fetched, as a CDN would send them. */
  jsBytes: number;
  cssBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;

/** Built files a page fetched from /assets/ (scripts, stylesheets, fonts), in request order. */
function recordAssets(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/")) files.push(pathname.slice(1));
  });
  return files;
}

/**
 * A cold load (fresh context, empty cache) of `path`, until the page is live and the network
 * idle. Idle alone is not enough: a drawn page starts its scripts after its first paint,
 * which on a loaded machine came after 500 ms of quiet, and the load measured no script.
 */
export async function coldLoad(context: BrowserContext, path: string): Promise<PageLoad> {
  const page = await context.newPage();
  const fetched = recordAssets(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("html[data-live]").waitFor({ state: "attached", timeout: 120_000 });
  await page.waitForLoadState("networkidle");
  const files = [...new Set(fetched)]
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, gzipBytes: gzipBytes(file) }));
  const sum = (extension: string) =>
    files.filter(({ file }) => file.endsWith(extension)).reduce((total, { gzipBytes }) => total + gzipBytes, 0);
  await page.close();
  if (sum(".js") === 0) throw new Error(`${path} fetched no script: the load measured nothing`);
  return { path, jsBytes: sum(".js"), cssBytes: sum(".css"), files };
}

/** Whether a route file (`web/routes/app/books/$id.tsx`) takes part in rendering `path`. */
function routeMatches(routeFile: string, path: string): boolean {
  return routeTakesPart(routePattern(routeFile.replace(/^web\/routes\//, "").replace(/\.tsx$/, "")), path);
}

export interface RouteSplitting {
  /** Route files with a component but no chunk of their own (it sits in the entry). */
  unsplit: string[];
  /** Per measured page: chunks of routes that do not take part in it, loaded anyway. */
  foreign: Array<{ path: string; chunks: string[] }>;
}

/**
 * Each route's component must sit in its own chunk, fetched only when a page uses that route.
 * TanStack's code splitting names those modules `<route file>?tsr-split=component`.
 */
export function checkRouteSplitting(manifest: Manifest, loads: PageLoad[]): RouteSplitting {
  const routeChunks = new Map<string, string>();
  for (const entry of Object.values(manifest)) {
    const match = entry.src?.match(/^(web\/routes\/.+\.tsx)\?tsr-split=/);
    if (match?.[1]) routeChunks.set(entry.file, match[1]);
  }
  const split = new Set(routeChunks.values());
  const unsplit = listFiles("web/routes")
    .filter((file) => file.endsWith(".tsx") && !file.endsWith("__root.tsx"))
    .filter((file) => /\bcomponent:/.test(readFileSync(file, "utf8")) && !split.has(file));
  const foreign = loads.map(({ path, files }) => ({
    path,
    chunks: files.flatMap(({ file }) => {
      const route = routeChunks.get(file);
      return route && !routeMatches(route, path) ? [route] : [];
    }),
  }));
  return { unsplit, foreign };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(".", join(entry.parentPath, entry.name)));
}

/** The language catalogue chunks (locales/<lang>/*.po) among fetched files. */
function catalogues(manifest: Manifest, files: string[]): string[] {
  const byFile = new Map(
    Object.values(manifest).flatMap((entry) => {
      const lang = entry.src?.match(/^locales\/(\w+)\/[\w-]+\.po$/)?.[1];
      return lang ? [[entry.file, lang] as const] : [];
    }),
  );
  // A language's catalogs are several files (the screens', the field messages'): one language each.
  return [...new Set(files.flatMap((file) => byFile.get(file) ?? []))];
}

export interface CatalogueLoading {
  /** Catalogues an English visitor's cold load of /login/ fetched. */
  onFirstLoad: string[];
  /** Catalogues fetched after choosing Français in the language switcher. */
  onChoosingFrench: string[];
}

/** An English visitor gets only the English catalogue; French arrives when chosen, not before. */
export async function checkCatalogueLoading(
  browser: Browser,
  baseURL: string,
  manifest: Manifest,
): Promise<CatalogueLoading> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  const fetched = recordAssets(page);
  await page.goto("/login/", { waitUntil: "networkidle" });
  const onFirstLoad = catalogues(manifest, fetched.splice(0));
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "Français" }).click();
  await page.locator("html[lang=fr]").waitFor({ state: "attached" });
  const onChoosingFrench = catalogues(manifest, fetched.splice(0));
  await context.close();
  return { onFirstLoad, onChoosingFrench };
}
