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
 *
 * With `?roundTrips=n` it first waits on n one-row D1 queries, one after another, in a D1
 * session as the API opens one: the floor of a route that needs that many round trips
 * (local D1 runs in the same workerd, so each costs CPU there too).
 */
const FLOOR_WORKER = `export default {
  async fetch(request, env) {
    const roundTrips = Number(new URL(request.url).searchParams.get("roundTrips") ?? 0);
    const session = env.DB.withSession("first-unconstrained");
    for (let trip = 0; trip < roundTrips; trip += 1) await session.prepare("SELECT ?1 AS trip").bind(trip).first();
    return Response.json({ status: "ok" });
  },
};
`;

/** The floors measured: the empty Worker, then with the round trips the measured routes make. */
export const FLOOR_ROUND_TRIPS = [0, 1, 2] as const;

export const floorName = (roundTrips: number) =>
  roundTrips === 0 ? "empty Worker" : `empty Worker + ${roundTrips} D1 round trip${roundTrips > 1 ? "s" : ""}`;

export async function measureApiFloor(port: number, seconds: number): Promise<Latency[]> {
  const dir = mkdtempSync(join(tmpdir(), "edgestart-floor-"));
  writeFileSync(join(dir, "index.js"), FLOOR_WORKER);
  // The project's own runtime version, so only the code differs.
  const date = readFileSync("wrangler.toml", "utf8").match(/^compatibility_date = .+$/m)?.[0] ?? "";
  writeFileSync(
    join(dir, "wrangler.toml"),
    `name = "edgestart-floor"\nmain = "index.js"\n${date}\n\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "floor"\ndatabase_id = "floor"\n`,
  );
  const server = await startWranglerDev(port, [
    ...["--config", join(dir, "wrangler.toml"), "--persist-to", join(dir, "state")],
  ]);
  try {
    const measured: Latency[] = [];
    for (const roundTrips of FLOOR_ROUND_TRIPS) {
      const endpoint = {
        name: floorName(roundTrips),
        method: "GET",
        path: `/api/health?roundTrips=${roundTrips}`,
      } as const;
      for (const clients of [1, 32]) measured.push(await measureLatency(server.baseURL, endpoint, clients, seconds));
    }
    return measured;
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
