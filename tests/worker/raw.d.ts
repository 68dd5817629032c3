/** A file's text, as Vite imports it with `?raw` (wrangler.toml, read by the tests). */
declare module "*?raw" {
  const text: string;
  export default text;
}
