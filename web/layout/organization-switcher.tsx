import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { Building2 } from "../components/icons";
import { MenuOnDemand } from "../components/menu-on-demand";
import { UserAvatar } from "../components/user-avatar";
import { myOrganizationsQuery } from "../features/organizations/organizations.queries";
import { useHydrated } from "../lib/hydration";

const loadMenu = () => import("./organization-switcher-content");
const OrganizationSwitcherContent = lazy(loadMenu);

/**
 * The /app header's organization menu: which one is active, and a way to the list. Loads on
 * first use, as the other header menus do; the active organization, which its button names
 * and shows by its initials, comes once the page is live (the header is drawn for everyone),
 * in the icon's own place, so nothing moves.
 */
export function OrganizationSwitcher() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const { data: organizations } = useQuery({ ...myOrganizationsQuery, enabled: hydrated });
  const active = hydrated ? organizations?.find((organization) => organization.active) : undefined;
  const name = active?.name;
  const label = name ? t`Active organization: ${name}` : t`Organization menu`;
  const icon = active ? <UserAvatar name={active.name} image={active.logo} size="xs" /> : <Building2 />;
  return (
    <MenuOnDemand label={label} icon={icon} firstValue="organizations" preload={loadMenu}>
      {(opening) => <OrganizationSwitcherContent {...opening} />}
    </MenuOnDemand>
  );
}
