/**
 * The web app's own failures, told to the Worker (POST /api/client-errors), which logs them
 * with the id a person can quote. Never personal data: the screen is the route's pattern,
 * never its address, and the message is cut short (the Worker masks addresses in it).
 */
const SCREEN = /^\/[\w\-/$.]*$/;
/** Enough to see what went wrong; a page failing in a loop does not flood the logs. */
const REPORTS_PER_PAGE = 5;

let screen = "/";
let sent = 0;

/** The route pattern on screen (`/manager/books/$id`), kept by the router (web/main.tsx). */
export function setScreen(routeId: string | undefined) {
  screen = routeId && SCREEN.test(routeId) ? routeId : "/";
}

export interface FailureReport {
  kind: "uncaught" | "request";
  message: string;
  /** The failed call's `X-Request-Id`. */
  requestId?: string;
  status?: number;
}

/** Reports a failure; resolves to the id to quote (the report's own request id), if it got through. */
export async function reportError(report: FailureReport): Promise<string | undefined> {
  if (sent >= REPORTS_PER_PAGE) return undefined;
  sent += 1;
  try {
    const response = await fetch("/api/client-errors", {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...report,
        message: report.message.slice(0, 300),
        screen,
        version: `${__APP_VERSION__} · ${__BUILD_COMMIT__}`,
      }),
    });
    return response.ok ? (response.headers.get("x-request-id") ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}
