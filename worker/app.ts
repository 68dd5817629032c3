import { type Context, Hono, type MiddlewareHandler } from "hono";
import { contextStorage } from "hono/context-storage";
import { HTTPException } from "hono/http-exception";
import { languageDetector } from "hono/language";
import { accountRouter, accountTag } from "./account/account.api";
import { trustedDevicesRouter } from "./account/trusted-devices";
import { apiKeysRouter } from "./api-keys/api-keys.api";
import { auditRouter, auditTag } from "./audit/audit.api";
import { authRoutes } from "./auth/auth.api";
import { booksRouter } from "./books/books.router";
import { booksTag } from "./books/books.routes";
import { configRoutes } from "./config/config.api";
import { dashboardRouter, dashboardTag } from "./dashboard/dashboard.api";
import { d1Session } from "./db/request-d1";
import { isAllowedInDemo, readDemoMode } from "./demo/demo-mode";
import { devRoutes } from "./dev/dev.api";
import { type AppConfig, getConfig } from "./env";
import { clientErrorsRouter } from "./errors/client-errors.api";
import { FILES_PATH } from "./files/file-kinds.shared";
import { filesRouter } from "./files/files.router";
import { filesTag } from "./files/files.routes";
import { fileServingRouter } from "./files/serve-file";
import { healthRoutes, systemTag } from "./health/health.api";
import { defaultLocale, LOCALE_COOKIE, locales } from "./i18n/locales.shared";
import { allowedMethods } from "./lib/allowed-methods";
import { bodyLimit } from "./lib/body-limit";
import { cachePolicy } from "./lib/cache-policy";
import type { AppContext } from "./lib/context";
import { brokenConstraint, brokenRule } from "./lib/db-errors";
import { edgeLimits } from "./lib/edge-limits";
import { ApiError, codeForStatus, errorBody, errorResponse, logFailure, WWW_AUTHENTICATE } from "./lib/errors";
import { fieldMessages } from "./lib/field-messages.shared";
import { createRouter } from "./lib/openapi";
import { requestId } from "./lib/request-id";
import { securityHeaders } from "./lib/security-headers";
import { WRITE_METHODS } from "./lib/write-methods";
import { mountApiReference } from "./openapi/openapi.api";
import { invitationsRouter } from "./organizations/invitations.api";
import { organizationsRouter } from "./organizations/organizations.router";
import { organizationsTag } from "./organizations/organizations.routes";
import { teamsRouter } from "./organizations/teams.api";
import { serveShell } from "./spa/shell";
import { usersRouter } from "./users/users.router";
import { usersTag } from "./users/users.routes";

/** JSON bodies above this are refused before anything parses them. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Uploads, whose body is a file with limits of its own (worker/files/upload.ts), not JSON; a
 * write there with another method is the 405 it is, whatever its body.
 */
const isUpload = (c: Context<AppContext>) => c.req.path.startsWith("/api/files/");

const headers = new WeakMap<AppConfig, Record<"app" | "viteDev" | "apiReference" | "file", MiddlewareHandler>>();

/** The security headers for a deployment's settings (its image hosts, Turnstile), made once per settings. */
function headersFor(config: AppConfig) {
  let made = headers.get(config);
  if (!made) {
    made = {
      app: securityHeaders("app", config.imageHosts, Boolean(config.turnstile)),
      viteDev: securityHeaders("vite-dev", config.imageHosts, Boolean(config.turnstile)),
      apiReference: securityHeaders("api-reference", config.imageHosts, false),
      file: securityHeaders("file", [], false),
    };
    headers.set(config, made);
  }
  return made;
}

/** The app API: every route here is described in /api/openapi.json. */
export function createApi() {
  const api = createRouter()
    .basePath("/api")
    .route("/", healthRoutes)
    .route("/", configRoutes)
    .route("/", booksRouter)
    .route("/", usersRouter)
    .route("/", organizationsRouter)
    .route("/", accountRouter)
    .route("/", apiKeysRouter)
    .route("/", trustedDevicesRouter)
    .route("/", invitationsRouter)
    .route("/", teamsRouter)
    .route("/", dashboardRouter)
    .route("/", auditRouter)
    .route("/", filesRouter)
    .route("/", clientErrorsRouter);
  // The document's sections, in the order a reader meets them: each declared beside its routes.
  mountApiReference(
    api,
    [fileServingRouter],
    [booksTag, usersTag, organizationsTag, accountTag, filesTag, auditTag, dashboardTag, systemTag],
  );
  return api;
}

/** The API's route types, for the SPA's typed client (web/lib/api-client.ts). */
export type Api = ReturnType<typeof createApi>;

export function createApp() {
  const app = new Hono<AppContext>();

  app.use(contextStorage());
  app.use(requestId);
  // Every 401, the app API's and better-auth's, says how to authenticate.
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 401 && !c.res.headers.has("www-authenticate")) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("WWW-Authenticate", WWW_AUTHENTICATE);
    }
  });
  app.use(d1Session);
  app.use((c, next) => {
    const config = getConfig(c.env);
    const set = headersFor(config);
    if (c.req.path.startsWith(FILES_PATH)) return set.file(c, next);
    if (config.viteDevServer) return set.viteDev(c, next);
    return (c.req.path === "/api/docs" ? set.apiReference : set.app)(c, next);
  });
  app.use(
    languageDetector({
      supportedLanguages: [...locales],
      fallbackLanguage: defaultLocale,
      order: ["cookie", "header"],
      lookupCookie: LOCALE_COOKIE,
      // POSIX writes "fr_FR" where BCP 47 writes "fr-FR": both mean French.
      convertDetectedLanguage: (language) => language.replaceAll("_", "-"),
      caches: false,
    }),
  );

  app.use(cachePolicy);
  app.use(edgeLimits);
  const jsonBodyLimit = bodyLimit(MAX_BODY_BYTES, (c) => c.json(errorBody(c, "PAYLOAD_TOO_LARGE"), 413));
  app.use("/api/*", (c, next) => (isUpload(c) ? next() : jsonBodyLimit(c, next)));

  // A write comes from our own pages or from a program, never from another site's page: one
  // rule for both APIs (better-auth's own check is off, decision 0047). A browser always
  // names the page's origin on a write; a program names ours or none, which is no risk, as
  // a cross-site forgery needs a victim's browser. SameSite=Lax keeps the cookie off other
  // sites' writes, but not off a sibling subdomain's (the same site), and signing in needs
  // no cookie at all.
  app.use("/api/*", async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      // Before anything reads the body: a forged write is refused as such, whatever it sends.
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site")?.toLowerCase();
      // An Origin header sent empty hides the origin as `null` does.
      if (
        origin === "" ||
        origin === "null" ||
        (origin === undefined && (site === "cross-site" || site === "same-site"))
      ) {
        throw new ApiError("MISSING_OR_NULL_ORIGIN");
      }
      const ours = [new URL(c.req.url).origin, new URL(getConfig(c.env).baseURL).origin];
      if (origin && !ours.includes(origin)) throw new ApiError("INVALID_ORIGIN");
    }
    await next();
  });

  app.use("/api/*", async (c, next) => {
    const hasBody = c.req.header("content-length") !== undefined && c.req.header("content-length") !== "0";
    const contentType = c.req.header("content-type");
    const isJson = contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
    // A form always names its type, even when empty (a bare POST to a route that takes no body).
    const sendsBody = hasBody || contentType || c.req.header("transfer-encoding");
    if (WRITE_METHODS.has(c.req.method) && sendsBody && !isJson && !isUpload(c)) {
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
  // Whatever no route took: a path that exists with another method, or none at all.
  let apiMethodsAt: ((path: string) => string[]) | undefined;
  app.all("/api/*", (c) => {
    apiMethodsAt ??= allowedMethods(
      app.routes.filter((route) => route.method !== "ALL" && route.path.startsWith("/api/")),
    );
    const allowed = apiMethodsAt(c.req.path);
    if (allowed.length === 0) throw new ApiError("NOT_FOUND");
    throw new ApiError("METHOD_NOT_ALLOWED", { headers: { allow: allowed.join(", ") } });
  });

  app.route("/", fileServingRouter);
  app.all(`${FILES_PATH}*`, () => {
    throw new ApiError("NOT_FOUND");
  });
  app.get("/", (c) => c.redirect("/login", 302));
  // A signed-in page carries the API's answers for its screen, asked of this same app.
  app.get("*", (c) => serveShell(c, async (request) => app.fetch(request, c.env, c.executionCtx)));

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    // A rule the database holds refused the write (and so nothing was written).
    const rule = brokenRule(error);
    if (rule) return errorResponse(c, new ApiError(rule, { values: { resource: c.req.path } }));
    // Two requests raced for a value that must be unique (two people confirming one new
    // address): the database let one through, and the other is told so.
    const broken = brokenConstraint(error);
    if (broken?.kind === "unique") {
      const taken = broken.detail.includes("user.email") ? { message: fieldMessages.emailTaken } : {};
      return errorResponse(c, new ApiError("CONFLICT", taken));
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's JSON validator reports a body it cannot parse this way.
      const malformedJson = error.status === 400 && /malformed json/i.test(error.message);
      const code = malformedJson ? "INVALID_JSON" : codeForStatus(error.status);
      return c.json(errorBody(c, code), error.status);
    }
    const errorId = logFailure(c, { error });
    return c.json({ ...errorBody(c, "INTERNAL_SERVER_ERROR"), errorId }, 500);
  });

  return app;
}
