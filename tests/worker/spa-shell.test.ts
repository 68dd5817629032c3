import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { routePattern } from "../../worker/spa/route-patterns.shared";
import { PUBLIC_PAGES } from "../../worker/spa/shell";
import { signInVariantOf, signInVariants, variantSettings } from "../../worker/spa/sign-in-page.shared";
import { signIn } from "../support/auth";
import { insertGenres, newBook } from "../support/books";
import { call, uniqueEmail } from "../support/worker";

/** The areas' pages need a session (tests/worker/spa-handover.test.ts): the admin's, with a language. */
let signedIn = "";
const withLanguage = (language: string) => `${signedIn}; lang=${language}`;

beforeAll(async () => {
  signedIn = await signIn("admin@example.com");
});

async function htmlTag(headers: Record<string, string>, path = "/login") {
  const response = await call(path, { headers: { "sec-fetch-mode": "navigate", ...headers } });
  expect(response.status).toBe(200);
  return (await response.text()).match(/<html[^>]*>/)?.[0] ?? "";
}

describe("the SPA shell", () => {
  it("GET / redirects to /login, and no cache keeps the redirect", async () => {
    const response = await call("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("deep links get the app shell", async () => {
    const me = (await (await call("/api/auth/get-session", { cookie: signedIn })).json()) as { user: { id: string } };
    await insertGenres();
    const book = await newBook(signedIn);
    for (const path of [
      `/manager/users/${me.user.id}`,
      `/app/books/${book.id}`,
      "/manager/users/new",
      `/manager/books/${book.id}/update/`,
      "/manager",
    ]) {
      const response = await call(path, { cookie: signedIn, headers: { "sec-fetch-mode": "navigate" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
    const outside = await call("/login/verify", { headers: { "sec-fetch-mode": "navigate" } });
    expect(outside.status).toBe(200);
    expect(outside.headers.get("cache-control")).toBe("no-cache");
  });

  it("an address that is no page, or names a record that is not there, is a 404 with the app's not-found screen", async () => {
    const missing = [
      // Records that are not there, on screens that are.
      "/manager/users/no-such-user/",
      "/app/books/no-such-book",
      "/manager/books/no-such-book/update",
      "/app/organizations/no-such-organization",
      // Screens that are not there, in an area and outside.
      "/app/nope/missing",
      "/manager/users/new/nope",
    ];
    for (const path of missing) {
      const response = await call(path, { cookie: signedIn, headers: { "sec-fetch-mode": "navigate" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("content-type"), path).toContain("text/html");
    }
    for (const path of ["/nope/missing", "/login/nope"]) {
      const response = await call(path, { headers: { "sec-fetch-mode": "navigate" } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it("every page outside the areas is one of web/routes, and is a page (/ sends on to one)", async () => {
    // The route files outside /app and /manager, as the router names them (`login/index.tsx` is /login).
    const files = Object.keys(import.meta.glob(["../../web/routes/**/*.tsx", "!../../web/routes/{app,manager}/**"]));
    const pages = files
      .map((file) =>
        file
          .replace("../../web/routes", "")
          .replace(/\.tsx$/, "")
          .replace(/\/?(index|__root)$/, ""),
      )
      .map((path) => path || "/");
    expect(
      [...new Set(pages)].sort(),
      "a public screen answers 404 until worker/spa/shell.ts lists it in PUBLIC_PAGES",
    ).toEqual([...PUBLIC_PAGES].sort());
    for (const path of PUBLIC_PAGES) {
      const response = await call(path, { headers: { "sec-fetch-mode": "navigate" } });
      expect(response.status, path).toBe(path === "/" ? 302 : 200);
    }
  });

  it("a path that names a file is a 404 no cache keeps, never the shell", async () => {
    const files = [
      "/assets/web-en-0ld4sh.js",
      "/assets/app.css",
      "/assets/",
      "/scalar/standalone.js",
      "/fonts/inter.woff2",
      "/favicon.ico",
      "/robots.txt",
      "/index.html",
      "/prerendered/login/en/sign-up-email-dev",
      "/prerendered/login/en/sign-up-email-dev.html",
      "/app/books/cover.png",
    ];
    for (const path of files) {
      const response = await call(path, { headers: { "sec-fetch-mode": "navigate", cookie: "lang=fr" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.json(), path).toEqual({ code: "NOT_FOUND", message: "Introuvable" });
    }
  });

  it("is English, left to right, by default", async () => {
    expect(await htmlTag({})).toContain('lang="en" dir="ltr"');
  });

  it("follows Accept-Language when there is no cookie", async () => {
    expect(await htmlTag({ "accept-language": "sw-KE,sw;q=0.9,en;q=0.5" })).toContain('lang="sw" dir="ltr"');
  });

  it("reads a language written with an underscore or in capitals as its tag", async () => {
    expect(await htmlTag({ cookie: "lang=fr_FR" })).toContain('lang="fr" dir="ltr"');
    expect(await htmlTag({ "accept-language": "AR_EG" })).toContain('lang="ar" dir="rtl"');
  });

  it("the lang cookie wins over Accept-Language", async () => {
    expect(await htmlTag({ cookie: "lang=fr", "accept-language": "sw" })).toContain('lang="fr" dir="ltr"');
  });

  it("Arabic is sent right to left", async () => {
    expect(await htmlTag({ cookie: withLanguage("ar") }, "/app/books")).toContain('lang="ar" dir="rtl"');
  });

  it("is never answered 304: a revalidation after a language change gets the new shell", async () => {
    const first = await call("/app/books", { cookie: signedIn, headers: { "sec-fetch-mode": "navigate" } });
    expect(first.headers.get("etag")).toBeNull();
    // The file's own validator, as a browser that cached it would send it back.
    const etag = (await env.ASSETS.fetch("http://localhost/index.html")).headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await call("/app/books", {
      headers: { "sec-fetch-mode": "navigate", cookie: withLanguage("ar"), "if-none-match": etag },
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('lang="ar" dir="rtl"');
  });

  it("preloads the visitor's catalog and the screen's chunks, each once, nothing else", async () => {
    const preloads = async (path: string, headers: Record<string, string> = {}) => {
      const response = await call(path, { headers: { "sec-fetch-mode": "navigate", ...headers } });
      const html = await response.text();
      expect(html).not.toMatch(/data-(locale|route|layout)/);
      return [
        ...html.matchAll(/<link rel="(?:modulepreload|after-paint)" crossorigin href="\/assets\/([^"]+)\.js"[^>]*>/g),
      ].map(([, file]) => file);
    };
    expect(await preloads("/login")).toEqual(["web-en", "login"]);
    expect(await preloads("/login/verify", { cookie: "lang=ar" })).toEqual(["web-ar", "verify"]);
    const en = { cookie: withLanguage("en") };
    // list-queries is the layout's and the list's: one preload.
    expect(await preloads("/app/books/", en)).toEqual(["web-en", "app-layout", "areas-en", "list-queries", "books"]);
    expect(await preloads("/app/books/42", en)).toEqual(["web-en", "app-layout", "areas-en", "list-queries", "book"]);
    expect(await preloads("/app", { cookie: withLanguage("ar") })).toEqual([
      "web-ar",
      "app-layout",
      "areas-ar",
      "list-queries",
      "app-home",
    ]);
    expect(await preloads("/nowhere")).toEqual(["web-en"]);
  });

  it("a drawn screen (sign-in, or a signed-in one) holds its scripts back until it is painted; the SPA's empty page does not wait", async () => {
    // true: a script or module preload held back for first-paint.js; false: one the browser starts.
    const scripts = async (path: string, cookie?: string) => {
      const response = await call(path, { headers: { "sec-fetch-mode": "navigate", ...(cookie ? { cookie } : {}) } });
      return [
        ...(await response.text()).matchAll(/<(script|link) [^>]*?(?:type|rel)="(module|modulepreload|after-paint)"/g),
      ].map(([, , kind]) => kind === "after-paint");
    };
    const signInScreen = await scripts("/login");
    expect(signInScreen.length).toBeGreaterThan(1);
    expect(signInScreen.every(Boolean)).toBe(true);
    // The administrator has no name yet (onboarding): the SPA draws the screen.
    const books = await scripts("/app/books/", signedIn);
    expect(books.length).toBeGreaterThan(1);
    expect(books.some(Boolean)).toBe(false);
    const named = await signIn(uniqueEmail("named"));
    expect((await call("/api/auth/update-user", { cookie: named, json: { name: "Named" } })).status).toBe(200);
    const drawn = await scripts("/app/books/", named);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every(Boolean)).toBe(true);
    // Someone with a session is sent on to their area: no sign-in screen first.
    const sentOn = await scripts("/login", `lang=en; ${signedIn}`);
    expect(sentOn.length).toBeGreaterThan(1);
    expect(sentOn.some(Boolean)).toBe(false);
    // A cookie that opens no session (either cookie name) gets the drawn screen.
    for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token"]) {
      expect((await scripts("/login", `lang=en; ${name}=some-token`)).every(Boolean)).toBe(true);
    }
  });

  it("the sign-in screen arrives drawn; without its prerendered page, the SPA draws it", async () => {
    const page = async (cookie: string) =>
      (await call("/login", { headers: { "sec-fetch-mode": "navigate", cookie } })).text();
    // The fixture holds the page of one language (English) for the tests' settings.
    expect(await page("lang=en")).toContain('<div id="root"><h1>Sign in to Edgestart</h1></div>');
    const fallback = await page("lang=fr");
    expect(fallback).toContain('<div id="root"></div>');
    expect(fallback).not.toContain("after-paint");
    expect(fallback).toContain('rel="modulepreload"');
  });

  it("every prerendered variant is the one the shell picks for the settings it was drawn with", () => {
    expect(signInVariants).toHaveLength(10);
    for (const variant of signInVariants) expect(signInVariantOf(variantSettings(variant))).toEqual(variant);
    // The demo never shows the dev outbox's hint, whatever EMAIL_TRANSPORT says.
    expect(signInVariantOf({ demo: true, signUpEnabled: false, socialProviders: [], devOutbox: true })).toEqual({
      signUpEnabled: false,
      github: false,
      hint: "demo",
    });
  });

  it("reads route files as the router does: index, layout, parameter, pathless and group folders", () => {
    expect(routePattern("index")).toEqual({ pattern: "/", layout: false });
    expect(routePattern("login/index")).toEqual({ pattern: "/login", layout: false });
    expect(routePattern("login/verify")).toEqual({ pattern: "/login/verify", layout: false });
    expect(routePattern("app/route")).toEqual({ pattern: "/app", layout: true });
    expect(routePattern("manager/books/$id/update")).toEqual({ pattern: "/manager/books/$id/update", layout: false });
    expect(routePattern("_auth/(marketing)/about")).toEqual({ pattern: "/about", layout: false });
  });

  it("an unsupported language falls back to English", async () => {
    expect(await htmlTag({ cookie: "lang=xx", "accept-language": "de-DE" })).toContain('lang="en" dir="ltr"');
  });
});
