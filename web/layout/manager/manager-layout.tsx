import { Trans, useLingui } from "@lingui/react/macro";
import { Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Box, Flex, HStack, Stack } from "styled-system/jsx";
import { WithinLayout } from "../../components/error-screen";
import { BookOpen, Building2, LayoutDashboard, ShieldCheck, Users } from "../../components/icons";
import { Text } from "../../components/ui/text";
import { VersionInfo } from "../../components/version-info";
import "../area-catalog";
import { Brand } from "../brand";
import { HeaderActions } from "../header-actions";
import { NavDrawer } from "../nav-drawer";
import { NavLink, navLinkActiveProps } from "../nav-link";
import { NavLabel, Sidebar, UnlessCollapsed } from "../sidebar";

function NavGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" role="group" aria-label={label}>
      <UnlessCollapsed>
        <Text px="3" fontSize="xs" fontWeight="semibold" color="fg.subtle" textTransform="uppercase">
          {label}
        </Text>
      </UnlessCollapsed>
      {children}
    </Stack>
  );
}

function ManagerNav() {
  const { t } = useLingui();
  return (
    <Stack as="nav" gap="5" aria-label={t`Manager`}>
      <NavGroup label={t`Application`}>
        <NavLink to="/manager/dashboard" activeProps={navLinkActiveProps}>
          <LayoutDashboard aria-hidden="true" />
          <NavLabel>
            <Trans>Dashboard</Trans>
          </NavLabel>
        </NavLink>
        <NavLink to="/manager/books" activeProps={navLinkActiveProps}>
          <BookOpen aria-hidden="true" />
          <NavLabel>
            <Trans>Books</Trans>
          </NavLabel>
        </NavLink>
      </NavGroup>
      <NavGroup label={t`Configuration`}>
        <NavLink to="/manager/users" activeProps={navLinkActiveProps}>
          <Users aria-hidden="true" />
          <NavLabel>
            <Trans>Users</Trans>
          </NavLabel>
        </NavLink>
        <NavLink to="/manager/organizations" activeProps={navLinkActiveProps}>
          <Building2 aria-hidden="true" />
          <NavLabel>
            <Trans>Organizations</Trans>
          </NavLabel>
        </NavLink>
        <NavLink to="/manager/audit" activeProps={navLinkActiveProps}>
          <ShieldCheck aria-hidden="true" />
          <NavLabel>
            <Trans>Audit trail</Trans>
          </NavLabel>
        </NavLink>
      </NavGroup>
    </Stack>
  );
}

/**
 * The manager area: its sections in a sidebar on the start side (so the right in
 * Arabic) that folds to icons; below 768 px they move into a drawer behind a menu button.
 */
export function ManagerLayout() {
  const { t } = useLingui();
  // Phone or desktop is CSS's to decide: the build draws this layout for both (web/prerender.tsx).
  return (
    <Flex minH="100dvh" bg="bg.canvas">
      <Box display="flex" flexShrink={0} hideBelow="md">
        <Sidebar footer={<VersionInfo compact />}>
          <Brand to="/manager" />
          <ManagerNav />
        </Sidebar>
      </Box>
      <Box flex="1" minW="0">
        <HStack as="header" gap="2" px={{ base: "3", md: "6" }} py="2" borderBottomWidth="1px" bg="bg.default">
          <HStack gap="2" hideFrom="md">
            <NavDrawer title={t`Manager`}>
              <ManagerNav />
              <Box mt="8">
                <VersionInfo compact />
              </Box>
            </NavDrawer>
            <Brand to="/manager" />
          </HStack>
          <HeaderActions area="manager" />
        </HStack>
        <Box as="main" px={{ base: "4", md: "8" }} py="8">
          <WithinLayout.Provider value={true}>
            <Outlet />
          </WithinLayout.Provider>
        </Box>
      </Box>
    </Flex>
  );
}
