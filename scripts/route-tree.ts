/**
 * Writes web/routeTree.gen.ts from web/routes/ with TanStack Router's own generator, as the
 * build's plugin does (`npm run typecheck` runs it before tsc). The file changes only when
 * the routes do.
 */
import { Generator, getConfig } from "@tanstack/router-generator";
import { routeTree } from "../build/route-tree.ts";

const root = process.cwd();
await new Generator({ config: getConfig({ ...routeTree, disableLogging: true }, root), root }).run();
