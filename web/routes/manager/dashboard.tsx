import { createFileRoute } from "@tanstack/react-router";
import { dashboardQuery } from "../../features/dashboard/dashboard.queries";
import { DashboardPage } from "../../features/dashboard/dashboard-page";

export const Route = createFileRoute("/manager/dashboard")({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery),
  component: DashboardPage,
});
