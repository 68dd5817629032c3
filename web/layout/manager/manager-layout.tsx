import { Trans, useLingui } from "@lingui/react/macro";
import { Outlet } from "@tanstack/react-router";
import { BookOpen, LayoutDashboard, Users } from "lucide-react";
import { Box, Flex, HStack, Stack } from "styled-system/jsx";
import { Text } from "../../components/ui/text";
import { Brand } from "../brand";
import { HeaderActions } from "../header-actions";
import { NavLink, navLinkActiveProps } from "../nav-link";

function NavGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="1" role="group" aria-label={label}>
      <Text px="3" fontSize="xs" fontWeight="semibold" color="fg.subtle" textTransform="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The manager area: a sidebar with the spec's sections (start side, so right in Arabic). */
export function ManagerLayout() {
  const { t } = useLingui();
  return (
    <Flex minH="100dvh" bg="bg.canvas" direction={{ base: "column", md: "row" }}>
      <Box
        as="aside"
        width={{ base: "full", md: "64" }}
        flexShrink={0}
        borderEndWidth={{ md: "1px" }}
        borderBottomWidth={{ base: "1px", md: "0" }}
        bg="bg.default"
        p="4"
      >
        <Stack gap="6" position={{ md: "sticky" }} top="4">
          <Brand to="/manager" />
          <Stack as="nav" gap="5" aria-label={t`Manager`}>
            <NavGroup label={t`Application`}>
              <NavLink to="/manager/dashboard" activeProps={navLinkActiveProps}>
                <LayoutDashboard aria-hidden="true" />
                <Trans>Dashboard</Trans>
              </NavLink>
              <NavLink to="/manager/books" activeProps={navLinkActiveProps}>
                <BookOpen aria-hidden="true" />
                <Trans>Books</Trans>
              </NavLink>
            </NavGroup>
            <NavGroup label={t`Configuration`}>
              <NavLink to="/manager/users" activeProps={navLinkActiveProps}>
                <Users aria-hidden="true" />
                <Trans>Users</Trans>
              </NavLink>
            </NavGroup>
          </Stack>
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        <HStack as="header" justifyContent="flex-end" px="6" py="2" borderBottomWidth="1px" bg="bg.default">
          <HeaderActions area="manager" />
        </HStack>
        <Box as="main" px={{ base: "4", md: "8" }} py="8">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
