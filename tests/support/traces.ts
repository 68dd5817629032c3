import { env } from "cloudflare:test";

export interface Span {
  id: string;
  name: string;
  parent: string;
  attributes: Record<string, string | number | boolean>;
  closed: boolean;
}

/**
 * The spans Workers tracing streamed for a request, read from the local exporter (a streaming
 * tail worker, tests/worker/fixtures/trace-collector.js): the runtime's, not a mock of ours.
 */
export async function spansOf(response: Response, names: string[]): Promise<Span[]> {
  const requestId = response.headers.get("x-request-id") ?? "";
  // The tail receives the events as the runtime streams them, some after the answer (the
  // queue's send runs in waitUntil): wait until a closed span of each name carries the id.
  let spans: Span[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    spans = (await (await env.TRACES.fetch(`http://traces/?requestId=${requestId}`)).json()) as Span[];
    const ours = spans.filter((span) => span.attributes["request.id"] === requestId && span.closed);
    if (names.every((name) => ours.some((span) => span.name === name))) return spans;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`spans of ${requestId}: ${JSON.stringify(spans.map((span) => [span.name, span.attributes]))}`);
}
