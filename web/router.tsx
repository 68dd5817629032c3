import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { Center } from "styled-system/jsx";
import { Spinner } from "./components/ui/spinner";
import { ErrorPage } from "./features/errors/error-page";
import { NotFoundPage } from "./features/errors/not-found-page";
import { routeTree } from "./routeTree.gen";

const MINUTE = 60_000;

/**
 * Router defaults (docs/ui.md, the table of UI constants): preload on intent after 50 ms,
 * pending UI after 1 s for ≥ 0.5 s, 5-minute cache.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: "intent",
    defaultPreloadDelay: 50,
    // Data freshness is React Query's job; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultGcTime: 5 * MINUTE,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: () => (
      <Center minH="50vh">
        <Spinner size="lg" />
      </Center>
    ),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** "desktop-only": the area's bar shows on wide screens only; phones see the page alone. */
    layout?: "desktop-only";
  }
}
