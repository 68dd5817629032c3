import { d1TimingOf } from "../worker/lib/server-timing.ts";
import { markdownTable } from "./markdown.ts";

/**
 * What each route costs in D1, read as anyone can read it: the `d1` entry of the response's
 * Server-Timing header (decision 0031). One request per route, signed in as the admin; the
 * budgets themselves are pinned by tests/worker/round-trips.test.ts.
 */
export interface RouteCost {
  route: string;
  roundTrips: number;
  start: string;
  ms: number;
}

interface Asked {
  route: string;
  path: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function costOf(route: string, header: string | null): RouteCost {
  const timing = d1TimingOf(header);
  if (!timing) throw new Error(`${route}: no d1 entry in Server-Timing (${header ?? "no header"})`);
  return { route, ...timing };
}

export async function measureRoundTrips(baseURL: string, adminCookie: string): Promise<RouteCost[]> {
  const headers = { cookie: adminCookie, origin: baseURL, "content-type": "application/json" };
  const genres = (await (await fetch(`${baseURL}/api/genres`, { headers })).json()) as Array<{ id: string }>;
  const books = (await (await fetch(`${baseURL}/api/books?limit=1`, { headers })).json()) as {
    items: Array<{ id: string }>;
  };
  const bookId = books.items[0]?.id ?? "";
  const asked: Asked[] = [
    { route: "GET /api/config", path: "/api/config" },
    { route: "GET /api/auth/get-session", path: "/api/auth/get-session" },
    { route: "GET /api/books", path: "/api/books?limit=20" },
    { route: "GET /api/books/{id}", path: `/api/books/${bookId}` },
    { route: "GET /api/users", path: "/api/users?limit=20" },
    { route: "GET /api/dashboard", path: "/api/dashboard" },
    {
      route: "POST /api/books",
      path: "/api/books",
      method: "POST",
      body: { title: `Round trips ${Date.now()}`, author: "Bench", genreId: genres[0]?.id },
    },
    { route: "GET /app/books/ (page with its data)", path: "/app/books/", headers: { "sec-fetch-mode": "navigate" } },
  ];
  const costs: RouteCost[] = [];
  for (const { route, path, method = "GET", body, headers: extra } of asked) {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${route}: HTTP ${response.status}`);
    costs.push(costOf(route, response.headers.get("server-timing")));
  }
  return costs;
}

export function roundTripsReport(costs: RouteCost[]): string {
  return markdownTable([
    ["Route", "D1 round trips", "Starts on", "D1 time (local)"],
    ...costs.map(({ route, roundTrips, start, ms }) => [route, String(roundTrips), start, `${ms} ms`]),
  ]);
}
