import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { Toaster } from "../components/toaster";
import { configQuery, useConfig } from "../features/config/config.queries";
import { DemoBanner } from "../features/demo/demo-banner";
import { useDemoModalOpen } from "../lib/demo-refusal";
import { useHydrated } from "../lib/hydration";

/** Loaded when the demo first refuses a write: most visitors never see it (docs/decisions/0012). */
const DemoModal = lazy(() => import("../features/demo/demo-modal").then(({ DemoModal }) => ({ default: DemoModal })));

function DemoModalOnDemand() {
  const open = useDemoModalOpen();
  // Once loaded it stays mounted, so closing it animates like any dialog.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <DemoModal />
    </Suspense>
  ) : null;
}

/** Once live, as the prerendered screens are every deployment's, demo or not. */
function DemoBannerWhenLive() {
  const { demo } = useConfig();
  return useHydrated() && demo ? <DemoBanner /> : null;
}

/** What every route's loader gets: createAppRouter() (web/router.tsx) hands it over. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Public settings (demo, environment badge…) are needed by every screen.
  loader: ({ context }) => context.queryClient.ensureQueryData(configQuery),
  component: () => (
    <>
      <Outlet />
      <Toaster />
      <DemoBannerWhenLive />
      <DemoModalOnDemand />
    </>
  ),
});
