import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contextStorage } from "hono/context-storage";
import { HTTPException } from "hono/http-exception";
import { languageDetector } from "hono/language";
import { accountRouter } from "./account/account.routes";
import { authRoutes } from "./auth/auth.routes";
import { booksRouter } from "./books/books.router";
import { configRoutes } from "./config/config.routes";
import { dashboardRouter } from "./dashboard/dashboard.routes";
import { isAllowedInDemo, readDemoMode } from "./demo/demo-mode";
import { devRoutes } from "./dev/dev.routes";
import { getConfig } from "./env";
import { healthRoutes } from "./health/health.routes";
import { defaultLocale, LOCALE_COOKIE, locales } from "./i18n/locales";
import type { AppContext } from "./lib/context";
import { ApiError, type ErrorCode, errorBody, errorResponse } from "./lib/errors";
import { log } from "./lib/log";
import { createRouter } from "./lib/openapi";
import { securityHeaders } from "./lib/security-headers";
import { mountApiReference } from "./openapi/openapi.routes";
import { serveShell } from "./spa/shell";
import { usersRouter } from "./users/users.router";

/** JSON bodies above this are refused before anything parses them. */
const MAX_BODY_BYTES = 64 * 1024;

const httpCodes: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

const headers = {
  app: securityHeaders("app"),
  viteDev: securityHeaders("vite-dev"),
  apiReference: securityHeaders("api-reference"),
};

/** Writes carry JSON; anything else (a form post from another site, say) is refused before parsing. */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The app API: every route here is described in /api/openapi.json. */
export function createApi() {
  const api = createRouter()
    .basePath("/api")
    .route("/", healthRoutes)
    .route("/", configRoutes)
    .route("/", booksRouter)
    .route("/", usersRouter)
    .route("/", accountRouter)
    .route("/", dashboardRouter);
  mountApiReference(api);
  return api;
}

/** The API's route types, for the SPA's typed client (web/lib/api-client.ts). */
export type Api = ReturnType<typeof createApi>;

export function createApp() {
  const app = new Hono<AppContext>();

  app.use(contextStorage());
  app.use((c, next) => {
    if (getConfig(c.env).viteDevServer) return headers.viteDev(c, next);
    return (c.req.path === "/api/docs" ? headers.apiReference : headers.app)(c, next);
  });
  app.use(
    languageDetector({
      supportedLanguages: [...locales],
      fallbackLanguage: defaultLocale,
      order: ["cookie", "header"],
      lookupCookie: LOCALE_COOKIE,
      caches: false,
    }),
  );

  app.use("/api/*", async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(c, "PAYLOAD_TOO_LARGE"), 413),
    }),
  );

  app.use("/api/*", async (c, next) => {
    const hasBody = c.req.header("content-length") !== undefined && c.req.header("content-length") !== "0";
    const isJson = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() === "application/json";
    if (WRITE_METHODS.has(c.req.method) && (hasBody || c.req.header("transfer-encoding")) && !isJson) {
      throw new ApiError("UNSUPPORTED_MEDIA_TYPE");
    }
    await next();
  });

  // The read-only demo refuses every write but signing in and out, before any route runs.
  app.use("/api/*", async (c, next) => {
    const demo = await readDemoMode(c.env);
    c.set("demo", demo);
    if (demo && WRITE_METHODS.has(c.req.method) && !isAllowedInDemo(c.req.path)) throw new ApiError("DEMO_MODE");
    await next();
  });

  app.route("/api/auth", authRoutes);
  app.route("/api/dev", devRoutes);
  app.route("/", createApi());
  app.all("/api/*", () => {
    throw new ApiError("NOT_FOUND");
  });

  app.get("/", (c) => c.redirect("/login", 302));
  app.get("*", serveShell);

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's JSON validator reports a body it cannot parse this way.
      const malformedJson = error.status === 400 && /malformed json/i.test(error.message);
      const code = malformedJson ? "INVALID_JSON" : (httpCodes[error.status] ?? "BAD_REQUEST");
      return c.json(errorBody(c, code), error.status);
    }
    const errorId = crypto.randomUUID();
    log.error("request.failed", { errorId, method: c.req.method, path: c.req.path, error });
    return c.json({ ...errorBody(c, "INTERNAL_SERVER_ERROR"), errorId }, 500);
  });

  return app;
}
