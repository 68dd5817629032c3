/** A file's text, as Vite imports it with `?raw` (wrangler.toml, read by the tests). */
declare module "*?raw" {
  const text: string;
  export default text;
}

/** A file's bytes as a data: URL, as Vite imports it with `?inline` (tests/fixtures/pictures). */
declare module "*?inline" {
  const dataUrl: string;
  export default dataUrl;
}
