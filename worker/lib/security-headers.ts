import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { TURNSTILE_ORIGIN } from "../auth/turnstile.shared";

type CspVariant = "app" | "vite-dev" | "api-reference" | "file";

/**
 * Headers on every response the Worker writes: HTML shell, JSON and errors alike (static
 * files get the same set from web/public/_headers). The CSP has three variants:
 * - app: no inline script; inline styles are the stylesheet the toast library (sonner)
 *   inserts, allowed by its hash, and the drawn rows' colours, by the response's nonce
 *   (worker/spa/slots.shared.ts);
 * - vite-dev: Vite's dev server injects an inline module preamble and <style> tags and
 *   talks HMR over a websocket (APP_ENV=development only);
 * - api-reference: Scalar's page runs one inline script (allowed by nonce) and injects its
 *   styles at run time;
 * - file: an uploaded file (/files/…) opened on its own runs nothing and loads nothing, even
 *   were it markup its checks missed.
 */
/**
 * sha256 of the <style> sonner 2.0.8 inserts, and of the empty string: sonner adds the
 * element to <head> before filling it, and Chromium checks it at both moments. Upgrading
 * sonner may change the first: the browser tests then report a CSP violation, and
 * Chromium's console names the new hash.
 */
const TOAST_STYLE_HASHES = [
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
];

/**
 * `imageHosts`: where stored pictures may come from (IMAGE_HOSTS); nothing a person stores
 * can make another person's browser fetch from anywhere else. `turnstile`: whether Cloudflare
 * Turnstile is on, whose widget is a script and a frame from its origin; off, the CSP names
 * no other origin than those.
 */
export function securityHeaders(
  variant: CspVariant,
  imageHosts: readonly string[],
  turnstile: boolean,
): MiddlewareHandler {
  const inlineStyles = variant === "app" ? ["'self'", NONCE, ...TOAST_STYLE_HASHES] : ["'self'", "'unsafe-inline'"];
  const widget = turnstile ? [TURNSTILE_ORIGIN] : [];
  const scripts = {
    app: ["'self'", ...widget],
    "vite-dev": ["'self'", "'unsafe-inline'", ...widget],
    "api-reference": ["'self'", NONCE],
    file: [],
  }[variant];
  return secureHeaders({
    contentSecurityPolicy:
      variant === "file"
        ? { defaultSrc: ["'none'"], sandbox: [] }
        : {
            defaultSrc: ["'self'"],
            scriptSrc: scripts,
            styleSrc: inlineStyles,
            // blob: a picture chosen for upload, shown before it is sent.
            imgSrc: ["'self'", "data:", "blob:", ...imageHosts.map((host) => `https://${host}`)],
            fontSrc: ["'self'", "data:"],
            connectSrc: variant === "vite-dev" ? ["'self'", "ws:"] : ["'self'"],
            workerSrc: ["'self'", "blob:"],
            ...(turnstile && { frameSrc: ["'self'", ...widget] }),
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
          },
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
