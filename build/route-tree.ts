/**
 * Where the file routes are and where TanStack Router writes their tree: one source for the
 * build's plugin (build/app-plugins.ts) and for `npm run typecheck`, which writes the tree
 * first (scripts/route-tree.ts) so a new route file never meets a stale one.
 */
export const routeTree = {
  target: "react",
  routesDirectory: "web/routes",
  generatedRouteTree: "web/routeTree.gen.ts",
} as const;
