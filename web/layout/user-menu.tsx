import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { styled } from "styled-system/jsx";
import { UserRound } from "../components/icons";
import { MenuOnDemand } from "../components/menu-on-demand";
import { Button, type ButtonProps } from "../components/ui/button";
import { UserAvatar } from "../components/user-avatar";
import { useSession } from "../features/auth/auth.queries";
import { useHydratedSoon } from "../lib/hydrated-soon";

const loadMenu = () => import("./user-menu-content");
const UserMenuContent = lazy(loadMenu);

/**
 * The signed-in person's menu (their account, the other area, the API reference, logout),
 * behind a button with their name. Like the other header menus it loads on first use: with
 * better-auth's client for logging out, it would weigh on every signed-in screen.
 */
export function UserMenu({ area }: { area: "app" | "manager" }) {
  const { t } = useLingui();
  const session = useSession();
  // The page is drawn for anyone (docs/drawn-screens.md): a person's picture replaces the icon,
  // at its size, once live.
  const hydrated = useHydratedSoon();
  if (!session) return null;
  const { name, image } = session.user;
  const label = t`Account menu for ${name}`;
  const button = (props: ButtonProps) => (
    // The name only where the bar has room for it beside the sections (from lg): narrower, an
    // icon, which keeps its size, rather than a name cut to "…".
    <Button variant="ghost" size="sm" flexShrink={{ base: 0, lg: 1 }} minW="0" aria-label={label} {...props}>
      {hydrated && image ? <UserAvatar name={name} image={image} size="xs" /> : <UserRound aria-hidden="true" />}
      <styled.span hideBelow="lg" maxW="40" truncate dir="auto">
        {name}
      </styled.span>
    </Button>
  );
  return (
    <MenuOnDemand label={label} icon={<UserRound />} button={button} firstValue="account" preload={loadMenu}>
      {(opening) => <UserMenuContent area={area} {...opening} />}
    </MenuOnDemand>
  );
}
