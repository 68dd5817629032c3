import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";

/**
 * HTTP lets a GET or a HEAD carry a body, which a Fetch `Request` cannot hold; workerd hands
 * one to the Worker anyway. Sent over a raw socket, since fetch() in Node and in the Worker
 * tests refuses to build such a request. One connection per request, with a Content-Length
 * (as curl sends `-d`): workerd reads a chunked body on a GET as the next request.
 */
function send(method: "GET" | "HEAD", path: string, body: string) {
  const url = new URL(path, inject("baseURL"));
  return new Promise<{ status: number }>((resolve, reject) => {
    const headers = { "content-type": "text/plain", "content-length": String(Buffer.byteLength(body)) };
    const outgoing = request(url, { method, headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("a GET or HEAD that carries a body", () => {
  it.each([
    ["GET", "/api/health", 200],
    ["GET", "/api/config", 200],
    ["GET", "/api/openapi.json", 200],
    ["GET", "/api/books", 401],
    ["GET", "/api/auth/get-session", 200],
    ["GET", "/api/auth/ok", 200],
    ["GET", "/api/nothing", 404],
    ["HEAD", "/api/health", 200],
    ["HEAD", "/api/auth/get-session", 200],
  ] as const)("%s %s answers as without it (%i), whatever its size", async (method, path, status) => {
    for (const size of [100, 70_000]) {
      const answer = await send(method, path, "x".repeat(size));
      expect({ size, status: answer.status }).toEqual({ size, status });
    }
  });
});
