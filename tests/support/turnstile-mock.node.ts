import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { TURNSTILE_SECRETS, type VerifiedToken } from "./turnstile-mock.shared.ts";

/**
 * A local stand-in for Cloudflare Turnstile's siteverify (no network needed), answering as
 * Cloudflare's documented test secret keys do, whatever the token:
 *   1x…AA passes; 2x…AA fails; 3x…AA says the token was already spent (timeout-or-duplicate);
 * any other secret is invalid-input-secret. The shape is Cloudflare's: `{ success,
 * "error-codes", challenge_ts, hostname, action, cdata }`.
 *
 *   POST /turnstile/v0/siteverify   JSON or form body `{ secret, response, remoteip }`
 *   POST /down/siteverify           500, as a verifier that fails
 *   GET  /__test/verified?response= what it was asked about that token (secret, remote address)
 */

/** Its port: 9450, or TURNSTILE_MOCK_PORT, so two checkouts can run their tests at once; 0 picks a free one. */
export const turnstileMockPort = () => Number(process.env.TURNSTILE_MOCK_PORT ?? 9450);

/** The verification URL for a mock on `port` (what TURNSTILE_VERIFY_URL is set to). */
export const turnstileMockURL = (port: number, path = "/turnstile/v0/siteverify") => `http://127.0.0.1:${port}${path}`;

const OUTCOMES: Record<string, string[]> = {
  [TURNSTILE_SECRETS.passes]: [],
  [TURNSTILE_SECRETS.fails]: ["invalid-input-response"],
  [TURNSTILE_SECRETS.spent]: ["timeout-or-duplicate"],
};

async function bodyOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (request.headers["content-type"]?.includes("application/json")) return text ? JSON.parse(text) : {};
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startTurnstileMock(port = turnstileMockPort()): Promise<{ port: number; stop(): Promise<void> }> {
  const verified: VerifiedToken[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "GET" && url.pathname === "/__test/verified") {
      const token = url.searchParams.get("response");
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify(verified.filter((entry) => entry.response === token)));
    }
    if (request.method === "POST" && url.pathname === "/down/siteverify") {
      response.writeHead(500, { "content-type": "text/plain" });
      return response.end("Internal Server Error");
    }
    if (request.method !== "POST" || url.pathname !== "/turnstile/v0/siteverify") {
      response.writeHead(404).end();
      return;
    }
    const { secret = "", response: token = "", remoteip } = await bodyOf(request);
    verified.push({ secret, response: token, remoteip });
    const errorCodes = !token ? ["missing-input-response"] : (OUTCOMES[secret] ?? ["invalid-input-secret"]);
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        success: errorCodes.length === 0,
        "error-codes": errorCodes,
        challenge_ts: new Date().toISOString(),
        hostname: "localhost",
        action: "",
        cdata: "",
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
