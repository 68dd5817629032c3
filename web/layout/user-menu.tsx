import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { styled } from "styled-system/jsx";
import { roleCan } from "../../worker/auth/permissions";
import { AppWindow, FileCode, LayoutDashboard, LogOut, UserRound } from "../components/icons";
import { Button } from "../components/ui/button";
import * as Menu from "../components/ui/menu";
import { useSession } from "../features/auth/auth.queries";
import { useSignOut } from "../features/auth/use-sign-out";

/** The signed-in person's menu: their account, the other area, the API reference, logout. */
export function UserMenu({ area }: { area: "app" | "manager" }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!session) return null;
  const canManage = roleCan(session.user.role, { apps: ["manager"] });
  const name = session.user.name;

  return (
    <Menu.Root
      // Mounted when first opened: the build draws the bar (web/prerender.tsx), and a closed
      // menu's positioner would carry an inline style, which the CSP refuses in markup.
      lazyMount
      unmountOnExit
      positioning={{ placement: "bottom-end" }}
      onSelect={({ value }) => {
        if (value === "account") void navigate({ to: area === "app" ? "/app/account" : "/manager/account" });
        if (value === "open-app") void navigate({ to: "/app" });
        if (value === "open-manager") void navigate({ to: "/manager" });
        if (value === "api-docs") window.open("/api/docs", "_blank", "noopener");
        if (value === "logout") void signOut();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" flexShrink={1} aria-label={t`Account menu for ${name}`}>
          <UserRound aria-hidden="true" />
          <styled.span hideBelow="sm" maxW="40" truncate dir="auto">
            {name}
          </styled.span>
        </Button>
      </Menu.Trigger>
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
