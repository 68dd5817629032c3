// Build info, set at build time by `define` (build/build-info.ts).

/** package.json "version", e.g. "0.1.0". */
declare const __APP_VERSION__: string;
/** The short git commit built, or "dev" when the build had no git checkout. */
declare const __BUILD_COMMIT__: string;
/** The day of the build (UTC), "YYYY-MM-DD". */
declare const __BUILD_DATE__: string;
