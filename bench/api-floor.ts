import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startWranglerDev } from "../scripts/app-server.ts";
import { type Latency, measureLatency } from "./api-latency.ts";

/**
 * What the local runtime costs before any of our code runs: a Worker that answers every
 * request with a constant JSON body, served by the same `wrangler dev` on the same machine
 * and loaded the same way as the API. A latency target below this floor cannot be met on
 * this machine by any change to the Worker.
 */
export async function measureApiFloor(port: number, seconds: number): Promise<Latency[]> {
  const dir = mkdtempSync(join(tmpdir(), "edgestart-floor-"));
  writeFileSync(join(dir, "index.js"), 'export default { fetch: () => Response.json({ status: "ok" }) };\n');
  // The project's own runtime version, so only the code differs.
  const date = readFileSync("wrangler.toml", "utf8").match(/^compatibility_date = .+$/m)?.[0] ?? "";
  writeFileSync(join(dir, "wrangler.toml"), `name = "edgestart-floor"\nmain = "index.js"\n${date}\n`);
  const server = await startWranglerDev(port, ["--config", join(dir, "wrangler.toml")]);
  try {
    const endpoint = { name: "empty Worker", method: "GET", path: "/api/health" } as const;
    const measured: Latency[] = [];
    for (const clients of [1, 32]) measured.push(await measureLatency(server.baseURL, endpoint, clients, seconds));
    return measured;
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
