import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ANALYTICS_MOCK_ROWS, ANALYTICS_MOCK_TOKEN } from "./analytics-sql-mock.shared.ts";

/**
 * A local stand-in for Workers Analytics Engine's SQL API (no network needed). It answers as
 * the API does, `{ meta, data, rows }` with numbers as strings, whatever the query, for the
 * token `ANALYTICS_MOCK_TOKEN`; 401 for any other.
 *
 *   POST /sql          the query as the body; answers ANALYTICS_MOCK_ROWS
 *   POST /down/sql     500, as an API that fails
 *   GET  /__test/queries  the queries it was sent, oldest first
 */

/** Its port: 9460, or ANALYTICS_MOCK_PORT, so two checkouts can run their tests at once. */
export const analyticsMockPort = () => Number(process.env.ANALYTICS_MOCK_PORT ?? 9460);

export async function startAnalyticsMock(port = analyticsMockPort()): Promise<{ url: string; stop(): Promise<void> }> {
  const queries: string[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "GET" && url.pathname === "/__test/queries") {
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify(queries));
    }
    if (request.method !== "POST") return response.writeHead(405).end();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    queries.push(Buffer.concat(chunks).toString("utf8"));
    if (url.pathname === "/down/sql") return response.writeHead(500).end("Internal Server Error");
    if (url.pathname !== "/sql") return response.writeHead(404).end();
    if (request.headers.authorization !== `Bearer ${ANALYTICS_MOCK_TOKEN}`) {
      response.writeHead(401, { "content-type": "application/json" });
      return response.end(JSON.stringify({ errors: [{ message: "Authentication error" }] }));
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ meta: [], data: ANALYTICS_MOCK_ROWS, rows: ANALYTICS_MOCK_ROWS.length }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
