/**
 * Paths that name a file rather than a page: under a folder the build fills with files, or
 * ending in an extension (`/favicon.ico`, `/robots.txt`). The app's pages never do. A file
 * the build emitted never reaches the Worker (wrangler.toml), so one that does is missing
 * and gets a 404, not the shell: HTML under a script's URL would be kept by caches as that
 * script (docs/decisions/0023-static-files-and-caching.md).
 */
const FILE_FOLDER = /^\/(assets|scalar|prerendered)(\/|$)/;
const EXTENSION = /\.[a-z0-9]+$/i;

export function namesAFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return FILE_FOLDER.test(pathname) || EXTENSION.test(lastSegment);
}
