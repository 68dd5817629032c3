import { createFileRoute } from "@tanstack/react-router";
import { AreaGate } from "../../features/auth/area-gate";
import { requireSession } from "../../features/auth/guards";
import { AppLayout } from "../../layout/app/app-layout";

export const Route = createFileRoute("/app")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location),
  component: () => (
    <AreaGate area="app">
      <AppLayout />
    </AreaGate>
  ),
});
