import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { Building2 } from "../components/icons";
import { MenuOnDemand } from "../components/menu-on-demand";

const loadMenu = () => import("./organization-switcher-content");
const OrganizationSwitcherContent = lazy(loadMenu);

/**
 * The /app header's organization menu: which one is active, and a way to the list. Loads on
 * first use, with the list it shows, as the other header menus do.
 */
export function OrganizationSwitcher() {
  const { t } = useLingui();
  return (
    <MenuOnDemand label={t`Organizations`} icon={<Building2 />} firstValue="organizations" preload={loadMenu}>
      {(opening) => <OrganizationSwitcherContent {...opening} />}
    </MenuOnDemand>
  );
}
