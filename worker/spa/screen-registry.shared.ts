/// <reference types="vite/types/importMeta.d.ts" />
/**
 * Every feature's screen declarations (`worker/<feature>/<feature>.screens.ts`), found by
 * their file name: a feature adds a screen without touching this file. Read by the Worker,
 * which hands each screen its reads with the page, and by the build, which draws lists' rows.
 */
import { routeTakesPart } from "./route-patterns.shared";
import type { ApiRead, Screen, Screens } from "./screens.shared";

const declarations = import.meta.glob<Screens>("../*/*.screens.ts", { eager: true, import: "default" });

/** Every declared screen, by its route pattern. */
export const declaredScreens: Screens = Object.assign({}, ...Object.values(declarations));

/** A route pattern's parameters as `path` has them, decoded; none when one does not decode. */
export function paramsOf(pattern: string, pathname: string): Record<string, string> | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.split("/").filter(Boolean).entries()) {
    if (!segment.startsWith("$")) continue;
    try {
      params[segment.slice(1)] = decodeURIComponent(segments[index] ?? "");
    } catch {
      // A malformed escape (`%E0%A4%A`) names no record: the screen finds that out itself.
      return undefined;
    }
  }
  return params;
}

const paramCount = (pattern: string) => pattern.split("$").length - 1;

/**
 * The route pattern among `patterns` that renders `pathname` (`/app/books/x/` → `/app/books/$id`);
 * as the router ranks them, a literal segment wins over a parameter (`/manager/books/new`).
 */
export function patternOf(patterns: Iterable<string>, pathname: string): string | undefined {
  return [...patterns]
    .filter((pattern) => routeTakesPart({ pattern, layout: false }, pathname))
    .sort((a, b) => paramCount(a) - paramCount(b))[0];
}

export interface FoundScreen {
  pattern: string;
  screen: Screen;
  params: Record<string, string>;
}

/** The declared screen that renders `url`, with its parameters. */
export function findScreen({ pathname }: URL): FoundScreen | undefined {
  // A layout's declaration (`/app/*`) only adds its reads to the screens below it (layoutReads).
  const screenPatterns = Object.keys(declaredScreens).filter((pattern) => !pattern.endsWith("/*"));
  const pattern = patternOf(screenPatterns, pathname);
  const screen = pattern === undefined ? undefined : declaredScreens[pattern];
  const params = pattern === undefined ? undefined : paramsOf(pattern, pathname);
  return pattern !== undefined && screen && params ? { pattern, screen, params } : undefined;
}

/** The reads of the layouts above `url` (declared as `<layout>/*`), for every screen below them. */
export function layoutReads({ pathname, searchParams }: URL): ApiRead<never>[] {
  return Object.entries(declaredScreens).flatMap(([declared, screen]) => {
    const pattern = declared.slice(0, -"/*".length);
    if (!declared.endsWith("/*") || !routeTakesPart({ pattern, layout: true }, pathname)) return [];
    const params = paramsOf(pattern, pathname);
    return params ? [...screen.reads({ params, search: searchParams })] : [];
  });
}
