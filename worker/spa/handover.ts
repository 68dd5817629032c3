import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../auth/session-policy";
import { shareD1Session } from "../db/request-d1";
import type { AppContext } from "../lib/context";
import { withRequestId } from "../lib/request-id";
import { inSpan } from "../lib/tracing";
import { type ApiRead, HANDOVER_ID, type HandedQuery } from "./screens.shared";

/** The Worker's own app, asked as the browser would ask it (worker/app.ts). */
export type AskApi = (request: Request) => Promise<Response>;

export type Handover =
  /** No session, or one that ended: the page must not be drawn as signed in. */
  | { signedIn: false; cookies: string[] }
  /** `missing`: one of the screen's reads answered 404 (the record the address names is not there). */
  | { signedIn: true; queries: HandedQuery[]; cookies: string[]; missing: boolean };

/** The visitor's request, turned into a read of one API path with the same cookies and language. */
function apiRequest(page: Request, path: string): Request {
  const headers = new Headers(page.headers);
  // The page's validators and navigation headers describe the page, not the API's answer.
  for (const name of ["if-none-match", "if-modified-since", "sec-fetch-mode", "sec-fetch-dest", "sec-fetch-user"]) {
    headers.delete(name);
  }
  headers.set("accept", "application/json");
  return new Request(new URL(path, page.url), { headers });
}

/**
 * Answers a screen's reads (its declaration, worker/spa/screens.shared.ts) by asking the app's own
 * API with the visitor's request: the same session checks, permissions and fields as the
 * SPA's own requests would meet. A refusal hands nothing over, and the screen meets it as it
 * would have. The reads run at once, the session first among them; without a session nothing
 * is kept.
 */
export async function handOver(
  c: Context<AppContext>,
  askApi: AskApi,
  reads: readonly ApiRead<never>[],
): Promise<Handover> {
  if (!Object.keys(getCookie(c)).some((name) => name.endsWith(SESSION_COOKIE))) return { signedIn: false, cookies: [] };
  const answers = await inSpan("page.handover", { "handover.reads": reads.length }, () =>
    Promise.all(
      reads.map(async (read) => {
        const response = await askApi(
          withRequestId(shareD1Session(apiRequest(c.req.raw, read.path), c), c.get("requestId")),
        );
        const data = response.status === 200 ? ((await response.json()) as unknown) : undefined;
        return { read, data, status: response.status, cookies: response.headers.getSetCookie() };
      }),
    ),
  );
  // Renewing or ending the session sets cookies: the page carries them as the API's answer would.
  const cookies = [...new Set(answers.flatMap((answer) => answer.cookies))];
  const [session] = answers;
  if (session?.data === undefined || session.data === null) return { signedIn: false, cookies };
  const handed = answers.flatMap(({ read, data }) =>
    data === undefined ? [] : [{ queryKey: read.queryKey, paged: read.paged, data }],
  );
  return { signedIn: true, queries: handed, cookies, missing: answers.some((answer) => answer.status === 404) };
}

/** The handed queries as a script the browser does not run (so the CSP allows it) and cannot end early. */
export function handoverScript(queries: HandedQuery[]): string {
  const json = JSON.stringify(queries).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${HANDOVER_ID}">${json}</script>`;
}
