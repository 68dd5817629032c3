import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Building2, Check } from "../components/icons";
import type { MenuOpening } from "../components/menu-on-demand";
import { useAttempt } from "../components/toaster";
import * as Menu from "../components/ui/menu";
import { myOrganizationsQuery, useSetActiveOrganization } from "../features/organizations/organizations.queries";

/** The organization menu itself; web/layout/organization-switcher.tsx mounts it on first use. */
export default function OrganizationSwitcherContent({ trigger, ...opening }: MenuOpening) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const attempt = useAttempt();
  const { data: organizations } = useSuspenseQuery(myOrganizationsQuery);
  const setActive = useSetActiveOrganization();
  const active = organizations.find((organization) => organization.active);

  return (
    <Menu.Root
      {...opening}
      positioning={{ placement: "bottom-end" }}
      onSelect={({ value }) => {
        if (value === "organizations") return void navigate({ to: "/app/organizations" });
        const chosen = organizations.find((organization) => organization.id === value);
        if (chosen && !chosen.active)
          void attempt(() => setActive.mutateAsync(chosen.id), t`${chosen.name} is now your active organization`);
      }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content maxW="xs">
          {organizations.length > 0 && (
            <>
              <Menu.RadioItemGroup value={active?.id ?? ""}>
                <Menu.ItemGroupLabel>
                  <Trans>Active organization</Trans>
                </Menu.ItemGroupLabel>
                {organizations.map((organization) => (
                  <Menu.RadioItem key={organization.id} value={organization.id}>
                    <Menu.ItemText truncate dir="auto">
                      {organization.name}
                    </Menu.ItemText>
                    <Menu.ItemIndicator>
                      <Check aria-hidden="true" />
                    </Menu.ItemIndicator>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              <Menu.Separator />
            </>
          )}
          <Menu.Item value="organizations">
            <Building2 aria-hidden="true" />
            <Trans>All organizations</Trans>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
