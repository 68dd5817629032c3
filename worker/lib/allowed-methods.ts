import { TrieRouter } from "hono/router/trie-router";

interface RouteEntry {
  method: string;
  /** Hono's syntax: `/api/books/:id`. */
  path: string;
}

/**
 * The methods each path takes, from a route table: empty for a path nobody serves, else
 * the `Allow` of its 405 (HEAD wherever GET is, as Hono and the Fetch standard answer it).
 */
export function allowedMethods(routes: Iterable<RouteEntry>): (path: string) => string[] {
  const router = new TrieRouter<Set<string>>();
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of routes) {
    let methods = byPath.get(path);
    if (!methods) {
      methods = new Set();
      byPath.set(path, methods);
      router.add("ALL", path, methods);
    }
    methods.add(method.toUpperCase());
    if (method.toUpperCase() === "GET") methods.add("HEAD");
  }
  return (path) => {
    const [matches] = router.match("ALL", path);
    return [...new Set(matches.flatMap(([methods]) => [...methods]))].sort();
  };
}
