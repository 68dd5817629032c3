import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Grid, HStack, Stack } from "styled-system/jsx";
import { longDateOf } from "../../../worker/spa/slots";
import { BackButton } from "../../components/back-button";
import { ConfirmDelete } from "../../components/confirm-delete";
import { ListSkeleton } from "../../components/data-list";
import { LinkRows, linkRow, RowText } from "../../components/link-rows";
import { PageFrame } from "../../components/page-frame";
import { useAttempt } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { useHydratedSoon } from "../../lib/hydrated-soon";
import {
  forgetManagerOrganization,
  managerOrganizationQuery,
  useDeleteOrganization,
} from "./manager-organizations.queries";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** better-auth's roles, in the person's language; a member may hold several. */
function RoleBadges({ role }: { role: string }) {
  const { t } = useLingui();
  const names: Record<string, string> = { owner: t`Owner`, admin: t`Admin`, member: t`Member` };
  return (
    <HStack gap="1" flexShrink={0}>
      {role.split(",").map((one) => (
        <Badge key={one} variant="outline">
          {names[one.trim()] ?? one.trim()}
        </Badge>
      ))}
    </HStack>
  );
}

/** /manager/organizations/{id}: an organization, who belongs to it, its teams, and its deletion. */
export function ManagerOrganizationPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: organization } = useSuspenseQuery(managerOrganizationQuery(id));
  const attempt = useAttempt();
  const remove = useDeleteOrganization();
  const hydrated = useHydratedSoon();
  const { name, membersCount } = organization;
  const date = (value: string) => longDateOf(value, i18n.locale);
  const created = date(organization.createdAt);

  return (
    <PageFrame
      title={name}
      back={<BackButton to="/manager/organizations" label={t`Organizations`} />}
      actions={
        <ConfirmDelete
          label={t`Delete`}
          description={t`${name} will be deleted for good, with its members, teams and invitations. Its people keep their accounts.`}
          onConfirm={() =>
            attempt(async () => {
              await remove.mutateAsync(id);
              await navigate({ to: "/manager/organizations" });
              forgetManagerOrganization(queryClient, id);
            }, t`Organization deleted`)
          }
        />
      }
    >
      <Text color="fg.muted">
        <span dir="ltr">{organization.slug}</span> · {t`Created ${created}`}
      </Text>
      {/* It arrives drawn down to here (worker/spa/drawn-data.ts); the cards come once the page is
          live, in the skeleton's place at the end of the page, so nothing below them moves. */}
      {hydrated ? (
        <Grid gridTemplateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="6" alignItems="start">
          <Section title={t`Members: ${membersCount}`}>
            {organization.members.length === 0 ? (
              <Text color="fg.muted">
                <Trans>No members.</Trans>
              </Text>
            ) : (
              <LinkRows>
                {organization.members.map((member) => {
                  const { email } = member;
                  const joined = date(member.joinedAt);
                  return (
                    <li key={member.id}>
                      <Link to="/manager/users/$id" params={{ id: member.userId }} className={linkRow}>
                        <UserAvatar name={member.name || email} image={member.image} />
                        <RowText title={member.name || email} detail={t`${email} · joined ${joined}`} />
                        <RoleBadges role={member.role} />
                      </Link>
                    </li>
                  );
                })}
              </LinkRows>
            )}
          </Section>
          <Section title={t`Teams`}>
            {organization.teams.length === 0 ? (
              <Text color="fg.muted">
                <Trans>No teams.</Trans>
              </Text>
            ) : (
              <Stack as="ul" gap="0" listStyle="none" divideY="1px" borderWidth="1px" borderRadius="l2">
                {organization.teams.map(({ id: teamId, name: teamName, membersCount }) => (
                  <HStack as="li" key={teamId} gap="3" p="3" justifyContent="space-between">
                    <Text fontWeight="medium" dir="auto" truncate>
                      {teamName}
                    </Text>
                    <Badge variant="outline" flexShrink={0}>
                      {t`Members: ${membersCount}`}
                    </Badge>
                  </HStack>
                ))}
              </Stack>
            )}
          </Section>
        </Grid>
      ) : (
        <ListSkeleton />
      )}
    </PageFrame>
  );
}
