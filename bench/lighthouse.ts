import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium.ts";

/**
 * Lighthouse has an install of its own, bench/lighthouse/ (decision 0017): its tree (Sentry,
 * puppeteer, trace data; 143 MB) is for the full bench alone, which installs it on first use.
 */
const install = fileURLToPath(new URL("./lighthouse/", import.meta.url));
const manifestOf = (file: string) =>
  JSON.parse(readFileSync(file, "utf8")) as { version?: string; dependencies?: Record<string, string> };

/** Installs the pinned Lighthouse (bench/lighthouse/package-lock.json) unless it is there already. */
export function installLighthouse(): void {
  const pinned = manifestOf(join(install, "package.json")).dependencies?.lighthouse;
  const installed = join(install, "node_modules/lighthouse/package.json");
  if (existsSync(installed) && manifestOf(installed).version === pinned) return;
  console.log(`Installing Lighthouse ${pinned} for the bench in bench/lighthouse/ …`);
  execFileSync("npm", ["ci", "--prefix", install, "--no-audit", "--no-fund", "--loglevel=error"], {
    stdio: "inherit",
  });
}

/**
 * The part of Lighthouse's Node API the bench uses, written here because the package's own
 * types are installed only with it.
 */
interface LighthouseFlags {
  port: number;
  logLevel: "error";
  output: "json";
  onlyCategories: string[];
  throttling?: { cpuSlowdownMultiplier: number };
  /** Sent with every request of the page, its scripts' and API calls included. */
  extraHeaders?: Record<string, string>;
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier?: number } };
}
type Lighthouse = (url: string, flags: LighthouseFlags) => Promise<{ lhr: LighthouseResult } | undefined>;

async function loadLighthouse(): Promise<Lighthouse> {
  installLighthouse();
  const entry = createRequire(join(install, "package.json")).resolve("lighthouse");
  return ((await import(pathToFileURL(entry).href)) as { default: Lighthouse }).default;
}

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  /** Lighthouse's measure of the host's CPU (higher is faster), taken at the start of the run. */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}

/**
 * The CPU slowdown that makes this host stand for Lighthouse's reference phone: the default
 * 4× is right for a host scoring about 1,500, and a faster host needs more to time the same
 * page alike. The mapping is Lighthouse's own calibration table (docs/throttling.md, "CPU
 * throttling"): ×1 at 150, ×2 at 800, ×3 at 1,300, then one step per 233.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Number(multiplier.toFixed(1)));
}

/** Debian's Chromium with a DevTools port for Lighthouse, which drives its own tab. */
async function launchWithDevtools(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "edgestart-lighthouse-"));
  const chromium = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group, so closing it ends its helper processes too.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const exited = new Promise((resolve) => chromium.once("exit", resolve));
  const close = async () => {
    try {
      if (chromium.pid) process.kill(-chromium.pid, "SIGTERM");
    } catch {
      // The whole group has ended already.
    }
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A helper still writing to the profile must not cost the figures already measured.
      console.warn(`Could not remove Lighthouse's Chromium profile ${profile}: ${error}`);
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    chromium.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (listening) resolve(Number(listening[1]));
    });
    chromium.on("exit", (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened:\n${output}`)));
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { port, close };
}

/** Far above a run's usual 15–40 s on a 2-core machine. */
const RUN_TIMEOUT_MS = 240_000;

export interface LighthouseOptions {
  /** Replaces the default 4× CPU slowdown. */
  cpuSlowdownMultiplier?: number;
  /** A session cookie, say: Lighthouse clears the browser's own before each run. */
  extraHeaders?: Record<string, string>;
}

/**
 * Lighthouse's default run: a mid-range phone on a throttled 4G connection (simulated), the
 * performance, accessibility and best-practices categories.
 */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseFigures> {
  const { cpuSlowdownMultiplier, extraHeaders } = options;
  const lighthouse = await loadLighthouse();
  const chromium = await launchWithDevtools();
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      lighthouse(url, {
        port: chromium.port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
        ...(extraHeaders ? { extraHeaders } : {}),
      }),
      // A run that lost its browser (after a NO_NAVSTART, once) waited on it for 22 minutes:
      // a run that does not end is a failed run, tried again like the others.
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Lighthouse: no result in ${RUN_TIMEOUT_MS / 1000} s`)),
          RUN_TIMEOUT_MS,
        );
      }),
    ]);
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits, runtimeError, environment, configSettings } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      totalBlockingTimeMs: Math.round(value("total-blocking-time")),
      cumulativeLayoutShift: Number(value("cumulative-layout-shift").toFixed(3)),
      largestContentfulPaintMs: Math.round(value("largest-contentful-paint")),
      firstContentfulPaintMs: Math.round(value("first-contentful-paint")),
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      cpuSlowdownMultiplier: configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    };
  } finally {
    clearTimeout(timer);
    await chromium.close();
  }
}

/**
 * Lighthouse now and then fails to record a page load (NO_NAVSTART: "Please run Lighthouse
 * again": 4 of 35 probe runs here); one lost run must not cost the figures measured so far.
 */
async function runLighthouseAgainIfNeeded(url: string, options: LighthouseOptions): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, options);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error}; running it again`);
    }
  }
}

/**
 * Of `runs` runs, the one with the median performance score, whole (its figures belong
 * together): the scores move by several points between runs on a busy machine.
 */
export async function medianLighthouse(
  url: string,
  runs: number,
  options: LighthouseOptions = {},
): Promise<LighthouseFigures> {
  const measured: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) measured.push(await runLighthouseAgainIfNeeded(url, options));
  measured.sort((a, b) => a.performance - b.performance);
  const median = measured[Math.floor(measured.length / 2)];
  if (!median) throw new Error("Lighthouse did not run");
  return median;
}
