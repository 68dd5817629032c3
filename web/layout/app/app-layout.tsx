import { Trans } from "@lingui/react/macro";
import { Outlet, useMatches } from "@tanstack/react-router";
import { BookOpen, House } from "lucide-react";
import { Box, Container, HStack } from "styled-system/jsx";
import { Brand } from "../brand";
import { HeaderActions } from "../header-actions";
import { NavLink, navLinkActiveProps } from "../nav-link";

/** The end-user area: a top bar with the app's sections and the person's menu. */
export function AppLayout() {
  const desktopOnly = useMatches({
    select: (matches) => matches.some((match) => match.staticData.layout === "desktop-only"),
  });
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <Box
        as="header"
        borderBottomWidth="1px"
        bg="bg.default"
        display={desktopOnly ? { base: "none", md: "block" } : "block"}
      >
        <Container display="flex" alignItems="center" gap="4" py="2" flexWrap="wrap">
          <Brand to="/app" />
          <HStack as="nav" gap="1" flex="1">
            <NavLink to="/app" activeOptions={{ exact: true }} activeProps={navLinkActiveProps}>
              <House aria-hidden="true" />
              <Trans>Home</Trans>
            </NavLink>
            <NavLink to="/app/books" activeProps={navLinkActiveProps}>
              <BookOpen aria-hidden="true" />
              <Trans>Books</Trans>
            </NavLink>
          </HStack>
          <HeaderActions area="app" />
        </Container>
      </Box>
      <Container as="main" py="8">
        <Outlet />
      </Container>
    </Box>
  );
}
