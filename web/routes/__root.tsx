import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { Toaster } from "../components/toaster";
import { configQuery } from "../features/config/config.queries";
import { DemoModal } from "../features/demo/demo-modal";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  // Public settings (demo, environment badge…) are needed by every screen.
  loader: ({ context }) => context.queryClient.ensureQueryData(configQuery),
  component: () => (
    <>
      <Outlet />
      <Toaster />
      <DemoModal />
    </>
  ),
});
