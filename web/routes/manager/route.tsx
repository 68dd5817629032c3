import { createFileRoute } from "@tanstack/react-router";
import { AreaGate } from "../../features/auth/area-gate";
import { requireSession } from "../../features/auth/guards";
import { ManagerLayout } from "../../layout/manager/manager-layout";

export const Route = createFileRoute("/manager")({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location),
  component: () => (
    <AreaGate area="manager">
      <ManagerLayout />
    </AreaGate>
  ),
});
