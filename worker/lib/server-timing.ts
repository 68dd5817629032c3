/**
 * The `d1` entry of Server-Timing (decision 0031): what a request cost in D1, in the browser's
 * network panel. Written by worker/db/request-d1.ts, read by the tests and the bench; a pure
 * module, so the bench can import it.
 */
export interface D1Timing {
  ms: number;
  roundTrips: number;
  /** Where the request's D1 session started: "primary" or "replica". */
  start: string;
}

/** `d1;dur=<ms>;desc="<round trips> <start>"`. */
export function d1ServerTiming({ ms, roundTrips, start }: D1Timing): string {
  return `d1;dur=${ms.toFixed(1)};desc="${roundTrips} ${start}"`;
}

/** The `d1` entry of a Server-Timing header, if it has one. */
export function d1TimingOf(header: string | null): D1Timing | undefined {
  const entry = header?.match(/(?:^|,\s*)d1;dur=([\d.]+);desc="(\d+) (\w+)"/);
  return entry ? { ms: Number(entry[1]), roundTrips: Number(entry[2]), start: entry[3] ?? "" } : undefined;
}

/** What the API documents say of the two things every response may carry (decision 0031). */
export const D1_RESPONSE_HEADERS =
  'Any response may carry `Server-Timing: d1;dur=<ms>;desc="<round trips> <primary|replica>"`, what it cost in the database (on in local runs; `SERVER_TIMING=on` in production). A write that succeeded sets the cookie `d1-bookmark` (HttpOnly, 60 s): the same client\'s next reads see that write.';
