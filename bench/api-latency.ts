import autocannon, { type Options, type Result } from "autocannon";

export interface Endpoint {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  /** A body per request (writes must not collide with each other). */
  body?: () => string;
}

export interface Latency {
  endpoint: string;
  clients: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors, timeouts and non-2xx answers. */
  failures: number;
}

function run(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function options(baseURL: string, endpoint: Endpoint, clients: number, seconds: number): Options {
  const { method, path, headers = {}, body } = endpoint;
  return {
    url: baseURL,
    connections: clients,
    duration: seconds,
    // A request that hangs counts as a failure instead of stretching the run.
    timeout: 10,
    requests: [
      {
        method,
        path,
        headers: { ...headers, ...(body ? { "content-type": "application/json", origin: baseURL } : {}) },
        ...(body ? { setupRequest: (request) => ({ ...request, body: body() }) } : {}),
      },
    ],
  };
}

/**
 * Closed-loop load on loopback: `clients` connections, each sending its next request as soon
 * as the previous one is answered, for `seconds`. A one-second warm-up first, so the figures
 * are the Worker's steady state, not its first compile.
 */
export async function measureLatency(
  baseURL: string,
  endpoint: Endpoint,
  clients: number,
  seconds: number,
): Promise<Latency> {
  await run(options(baseURL, endpoint, clients, 1));
  const result = await run(options(baseURL, endpoint, clients, seconds));
  return {
    endpoint: endpoint.name,
    clients,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
