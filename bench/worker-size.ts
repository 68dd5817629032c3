import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface WorkerFigures {
  /** What `wrangler deploy` uploads (index.js and the modules it imports), as wrangler counts it. */
  uploadKiB: number;
  gzipKiB: number;
  /** CPU the Worker's startup (evaluating the script) took locally, median of the runs. */
  startupCpuMs: number;
  startupRuns: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * `wrangler check startup` on the built Worker (dist/edgestart): wrangler's own upload size,
 * and a CPU profile of the startup phase in local workerd. Its "Active" time (script
 * evaluation and top-level code, idle excluded) is the local stand-in for the startup time
 * Cloudflare limits; the machine's CPU differs from Cloudflare's, so compare runs, not clouds.
 */
export function measureWorker(runs: number): WorkerFigures {
  const outfile = join(mkdtempSync(join(tmpdir(), "edgestart-startup-")), "startup.cpuprofile");
  let uploadKiB = Number.NaN;
  let gzipKiB = Number.NaN;
  const startupRuns: number[] = [];
  for (let run = 0; run < runs; run++) {
    const output = execFileSync(
      "node_modules/.bin/wrangler",
      ["check", "startup", "-c", "dist/edgestart/wrangler.json", "--outfile", outfile],
      { encoding: "utf8", env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } },
    );
    const bundle = output.match(/Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    const active = output.match(/Active: ([\d.]+) ms/);
    if (!bundle || !active) throw new Error(`Unexpected output from wrangler check startup:\n${output}`);
    uploadKiB = Number(bundle[1]);
    gzipKiB = Number(bundle[2]);
    startupRuns.push(Number(active[1]));
  }
  return { uploadKiB, gzipKiB, startupCpuMs: median(startupRuns), startupRuns };
}
