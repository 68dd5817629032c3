import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { Grid, HStack, Stack } from "styled-system/jsx";
import { BookOpen, Building2, LayoutDashboard, UserRound } from "../../components/icons";
import { LinkRows, linkRow, RowText } from "../../components/link-rows";
import { PageFrame } from "../../components/page-frame";
import { Badge } from "../../components/ui/badge";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { dateFormat } from "../../lib/date-format";
import { useHydratedSoon } from "../../lib/hydrated-soon";
import { useSession } from "../auth/auth.queries";
import { useCan } from "../auth/use-can";
import { myInvitationsQuery, myOrganizationsQuery } from "../organizations/organizations.queries";

const tile = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  p: "4",
  borderWidth: "1px",
  borderRadius: "l3",
  bg: "bg.default",
  color: "fg.default",
  textDecoration: "none",
  fontWeight: "semibold",
  _hover: { bg: "bg.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.default", outlineOffset: "2px" },
});

/** One way to somewhere, as a tile: the same for everyone, so the build draws it. */
function Tile({
  to,
  icon,
  children,
}: {
  to: "/app/books" | "/app/organizations" | "/app/account";
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={tile}>
      {icon}
      {children}
    </Link>
  );
}

/**
 * /app/: a greeting, the ways to what everyone can do (drawn by the build), then, once live,
 * the invitations waiting for an answer, the person's organizations and, for an
 * administrator, the manager area. What comes live comes below what was drawn: nothing moves.
 */
export function HomePage() {
  const { t } = useLingui();
  const name = useSession()?.user.name ?? "";
  const live = useHydratedSoon();
  return (
    <PageFrame title={t`Home`}>
      <Text color="fg.muted">{t`Welcome, ${name}.`}</Text>
      <Grid gridTemplateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="3">
        <Tile to="/app/books" icon={<BookOpen aria-hidden="true" />}>
          <Trans>Browse the books</Trans>
        </Tile>
        <Tile to="/app/organizations" icon={<Building2 aria-hidden="true" />}>
          <Trans>Your organizations</Trans>
        </Tile>
        <Tile to="/app/account" icon={<UserRound aria-hidden="true" />}>
          <Trans>Your account</Trans>
        </Tile>
      </Grid>
      {live && <LiveHome />}
    </PageFrame>
  );
}

/** What depends on the person: their invitations, organizations and role. */
function LiveHome() {
  const { t, i18n } = useLingui();
  // Both handed over with the page (worker/home/home.screens.ts).
  const { data: invitations = [] } = useQuery(myInvitationsQuery);
  const { data: organizations = [] } = useQuery(myOrganizationsQuery);
  const manager = useCan({ apps: ["manager"] });
  const expires = (value: string) => dateFormat(i18n.locale, { dateStyle: "medium" }).format(new Date(value));
  return (
    <Stack gap="6">
      {invitations.length > 0 && (
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">
              <Trans>Invitations waiting for you</Trans>
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <LinkRows>
              {invitations.map((invitation) => {
                const inviter = invitation.inviter.name || invitation.inviter.email;
                // The date first: on a phone a long name would push it out of the line.
                const until = expires(invitation.expiresAt);
                return (
                  <li key={invitation.id}>
                    <Link to="/app/invitations/$id" params={{ id: invitation.id }} className={linkRow}>
                      <UserAvatar name={invitation.organization.name} image={invitation.organization.logo} />
                      <RowText title={invitation.organization.name} detail={t`Answer by ${until} · from ${inviter}`} />
                    </Link>
                  </li>
                );
              })}
            </LinkRows>
          </Card.Body>
        </Card.Root>
      )}
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">
            <Trans>Your organizations</Trans>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {organizations.length === 0 ? (
            <Stack gap="2">
              <Text color="fg.muted">
                <Trans>You don't belong to any organization yet.</Trans>
              </Text>
              <Link to="/app/organizations" className={css({ color: "fg.default", textDecoration: "underline" })}>
                <Trans>Create one</Trans>
              </Link>
            </Stack>
          ) : (
            <LinkRows>
              {organizations.map((organization) => {
                const membersCount = organization.members;
                return (
                  <li key={organization.id}>
                    <Link to="/app/organizations/$slug" params={{ slug: organization.slug }} className={linkRow}>
                      <UserAvatar name={organization.name} image={organization.logo} />
                      <RowText title={organization.name} detail={t`Members: ${membersCount}`} />
                      {organization.active && (
                        <Badge variant="outline" flexShrink={0}>
                          <Trans>Active</Trans>
                        </Badge>
                      )}
                    </Link>
                  </li>
                );
              })}
            </LinkRows>
          )}
        </Card.Body>
      </Card.Root>
      {manager && (
        <HStack>
          <Link to="/manager" className={tile}>
            <LayoutDashboard aria-hidden="true" />
            <Trans>Open the manager area</Trans>
          </Link>
        </HStack>
      )}
    </Stack>
  );
}
