import { markdownTable } from "./markdown.ts";
import type { RouteCost } from "./round-trips.ts";

/**
 * Where a far-away visitor's time goes in D1: each sequential round trip (bench/round-trips.ts)
 * times the round-trip time from the visitor's nearest Cloudflare location to the database copy
 * that answers it. A model, not a measurement: locally there are no replicas.
 *
 * Round-trip times: Microsoft, "Azure network round-trip latency statistics", P95 over the
 * 30 days ending July 30, 2026 (https://learn.microsoft.com/azure/networking/azure-network-latency),
 * between the Azure regions in the same cities as our visitors and D1's copies. D1 keeps one
 * read replica in each of its regions (https://developers.cloudflare.com/d1/best-practices/read-replication/);
 * the primary is in Western Europe (Azure "West Europe"), and each visitor reads from the
 * replica of their own D1 region. D1 does not say in which city a region's replica runs, so
 * the model takes the published round trip between two regions of the visitor's area (UK
 * South–West Europe, East US–East US 2, Australia East–Southeast) or, for APAC, between the
 * two cities it serves here (Central India–Southeast Asia): an upper bound.
 */
interface Reader {
  city: string;
  /** Round trip to the primary (West Europe), ms. */
  toPrimary: number;
  /** Round trip to the nearest read replica, ms, and which pair of regions stands for it. */
  toReplica: number;
  replica: string;
}

export const READERS: readonly Reader[] = [
  { city: "London", toPrimary: 12, toReplica: 12, replica: "WEUR: UK South–West Europe" },
  { city: "Virginia", toPrimary: 89, toReplica: 11, replica: "ENAM: East US–East US 2" },
  { city: "São Paulo", toPrimary: 191, toReplica: 119, replica: "ENAM: Brazil South–East US" },
  { city: "Mumbai", toPrimary: 153, toReplica: 58, replica: "APAC: Central India–Southeast Asia" },
  { city: "Singapore", toPrimary: 181, toReplica: 58, replica: "APAC: Southeast Asia–Central India" },
  { city: "Sydney", toPrimary: 282, toReplica: 16, replica: "OC: Australia East–Southeast" },
];

/**
 * Before one D1 session per request (decision 0031), at commit 03a058e, every request ran on
 * the primary; its round trips, counted
 * with the same Server-Timing wrapper on that commit's code paths: the session, then its
 * person, then the data (and get-session also wrote a rate-limit counter).
 */
export const BEFORE: Readonly<Record<string, number>> = {
  "GET /api/config": 0,
  "GET /api/auth/get-session": 3,
  "GET /api/books": 3,
  "GET /api/books/{id}": 3,
  "GET /api/users": 3,
  "GET /api/dashboard": 3,
  "POST /api/books": 3,
  "GET /app/books/ (page with its data)": 3,
};

/** Modelled D1 time for each route and reader, before and after, as a Markdown table. */
export function latencyModelReport(costs: RouteCost[]): string {
  const cell = (before: number | undefined, after: number) =>
    before === undefined ? `${after}` : `${before} → ${after}`;
  return markdownTable([
    ["Route (ms in D1: before → after)", ...READERS.map((reader) => reader.city)],
    ...costs.map(({ route, roundTrips, start }) => [
      route,
      ...READERS.map((reader) => {
        const after = roundTrips * (start === "primary" ? reader.toPrimary : reader.toReplica);
        const before = BEFORE[route];
        return cell(before === undefined ? undefined : before * reader.toPrimary, after);
      }),
    ]),
  ]);
}
