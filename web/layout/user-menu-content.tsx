import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { roleCan } from "../../worker/auth/permissions.shared";
import { AppWindow, FileCode, LayoutDashboard, LogOut, UserRound } from "../components/icons";
import type { MenuOpening } from "../components/menu-on-demand";
import * as Menu from "../components/ui/menu";
import { useSession } from "../features/auth/auth.queries";
import { useSignOut } from "../features/auth/use-sign-out";

/** The person's menu itself; web/layout/user-menu.tsx mounts it on first use. */
export default function UserMenuContent({ area, trigger, ...opening }: MenuOpening & { area: "app" | "manager" }) {
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const canManage = roleCan(session?.user.role, { apps: ["manager"] });

  return (
    <Menu.Root
      {...opening}
      positioning={{ placement: "bottom-end" }}
      onSelect={({ value }) => {
        if (value === "account") void navigate({ to: area === "app" ? "/app/account" : "/manager/account" });
        if (value === "open-app") void navigate({ to: "/app" });
        if (value === "open-manager") void navigate({ to: "/manager" });
        if (value === "api-docs") window.open("/api/docs", "_blank", "noopener");
        if (value === "logout") void signOut();
      }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="account">
            <UserRound aria-hidden="true" />
            <Trans>Account</Trans>
          </Menu.Item>
          {area === "manager" ? (
            <Menu.Item value="open-app">
              <AppWindow aria-hidden="true" />
              <Trans>Open app</Trans>
            </Menu.Item>
          ) : (
            canManage && (
              <Menu.Item value="open-manager">
                <LayoutDashboard aria-hidden="true" />
                <Trans>Manager</Trans>
              </Menu.Item>
            )
          )}
          <Menu.Item value="api-docs">
            <FileCode aria-hidden="true" />
            <Trans>API documentation</Trans>
          </Menu.Item>
          <Menu.Separator />
          <Menu.Item value="logout">
            <LogOut aria-hidden="true" />
            <Trans>Logout</Trans>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
