import type { Context, MiddlewareHandler } from "hono";
import type { AppContext } from "./context";

/**
 * Refuses a request body above `maxBytes` before anything parses it. The bytes that arrive
 * are counted, so a Content-Length that understates the body, or none at all (chunked),
 * changes nothing; an honest one above the limit is refused without reading.
 */
export function bodyLimit(
  maxBytes: number,
  tooLarge: (c: Context<AppContext>) => Response,
): MiddlewareHandler<AppContext> {
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream) return next();
    // HTTP lets a GET or HEAD carry a body, the Fetch API does not: a copy of such a request
    // would throw. No GET means anything by it, so it is read (the connection stays in step)
    // and dropped, never refused.
    const bodiless = c.req.method === "GET" || c.req.method === "HEAD";
    if (!bodiless && Number(c.req.header("content-length")) > maxBytes) return tooLarge(c);
    const body = await readAtMost(stream, maxBytes);
    if (bodiless) {
      c.req.raw = withoutBody(c.req.raw);
      return next();
    }
    if (!body) return tooLarge(c);
    c.req.raw = new Request(c.req.raw, { body });
    await next();
  };
}

function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return new Request(request.url, { method: request.method, headers, signal: request.signal, cf: request.cf });
}

/** The whole stream, or null as soon as it passes `maxBytes` (the rest is never read). */
async function readAtMost(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
