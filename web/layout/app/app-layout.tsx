import { Trans, useLingui } from "@lingui/react/macro";
import { Outlet, useMatches } from "@tanstack/react-router";
import { Box, Container, Stack } from "styled-system/jsx";
import { WithinLayout } from "../../components/error-screen";
import { BookOpen, Building2, House } from "../../components/icons";
import "../area-catalog";
import { Brand } from "../brand";
import { HeaderActions } from "../header-actions";
import { NavDrawer } from "../nav-drawer";
import { NavLink, navLinkActiveProps } from "../nav-link";

function AppNav({ direction }: { direction: "row" | "column" }) {
  const { t } = useLingui();
  return (
    <Stack as="nav" direction={direction} gap="1" flex="1" aria-label={t`Main`}>
      <NavLink to="/app" activeOptions={{ exact: true, includeSearch: false }} activeProps={navLinkActiveProps}>
        <House aria-hidden="true" />
        <Trans>Home</Trans>
      </NavLink>
      <NavLink to="/app/books" activeProps={navLinkActiveProps}>
        <BookOpen aria-hidden="true" />
        <Trans>Books</Trans>
      </NavLink>
      <NavLink to="/app/organizations" activeProps={navLinkActiveProps}>
        <Building2 aria-hidden="true" />
        <Trans>Organizations</Trans>
      </NavLink>
    </Stack>
  );
}

/** The end-user area: a top bar with the app's sections (in a drawer on phones) and the person's menu. */
export function AppLayout() {
  const { t } = useLingui();
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
        <Container display="flex" alignItems="center" gap="2" py="2" px={{ base: "3", md: "8" }}>
          {/* Phone or desktop is CSS's to decide: the build draws this bar for both (web/prerender.tsx).
              The sections sit in the bar from lg: below, with the header's controls, they would
              crowd it (Arabic's larger type at 768 px pushed the bar past the screen). */}
          <Box hideFrom="lg">
            <NavDrawer title={t`Menu`}>
              <AppNav direction="column" />
            </NavDrawer>
          </Box>
          <Brand to="/app" />
          <Box flex="1" hideFrom="lg" />
          <Box display="flex" flex="1" hideBelow="lg">
            <AppNav direction="row" />
          </Box>
          <HeaderActions area="app" />
        </Container>
      </Box>
      <Container as="main" py="8">
        <WithinLayout.Provider value={true}>
          <Outlet />
        </WithinLayout.Provider>
      </Container>
    </Box>
  );
}
