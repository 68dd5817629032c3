import http from "node:http";
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

function requestHeaders(baseURL: string, endpoint: Endpoint): Record<string, string> {
  const { headers = {}, body } = endpoint;
  return { ...headers, ...(body ? { "content-type": "application/json", origin: baseURL } : {}) };
}

function options(baseURL: string, endpoint: Endpoint, clients: number, seconds: number): Options {
  const { method, path, body } = endpoint;
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
        headers: requestHeaders(baseURL, endpoint),
        ...(body ? { setupRequest: (request) => ({ ...request, body: body() }) } : {}),
      },
    ],
  };
}

/** autocannon's closed loop: `clients` connections, each sending its next request once answered. */
async function concurrent(baseURL: string, endpoint: Endpoint, clients: number, seconds: number): Promise<Latency> {
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

const hundredths = (ms: number) => Math.round(ms * 100) / 100;

/**
 * One client, one request after another on one kept-alive connection, each timed to the
 * microsecond. autocannon rounds every latency to a whole millisecond, which hides a
 * difference of 2.7 against 5.4 ms: the 1-client rows are what the floor ratios compare.
 */
async function sequential(baseURL: string, endpoint: Endpoint, seconds: number): Promise<Latency> {
  const url = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = () =>
    new Promise<{ ms: number; ok: boolean }>((resolve) => {
      const started = performance.now();
      const body = endpoint.body?.();
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: endpoint.path,
          method: endpoint.method,
          agent,
          headers: requestHeaders(baseURL, endpoint),
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            resolve({ ms: performance.now() - started, ok: status >= 200 && status < 300 });
          });
        },
      );
      request.on("error", () => resolve({ ms: performance.now() - started, ok: false }));
      request.end(body);
    });
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const { ms, ok } = await send();
    times.push(ms);
    if (!ok) failures += 1;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (share: number) => hundredths(times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0);
  return {
    endpoint: endpoint.name,
    clients: 1,
    seconds,
    requests: times.length,
    requestsPerSecond: Math.round(times.length / seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: hundredths(times.at(-1) ?? 0),
    failures,
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
  return clients === 1 ? sequential(baseURL, endpoint, seconds) : concurrent(baseURL, endpoint, clients, seconds);
}
