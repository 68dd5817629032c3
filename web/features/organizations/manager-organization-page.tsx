import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Grid, HStack, Stack } from "styled-system/jsx";
import type { OrganizationDetails } from "../../../worker/organizations/organizations.schemas";
import { managerOrganizationReads } from "../../../worker/organizations/organizations.screens";
import { longDateOf } from "../../../worker/spa/slots.shared";
import { BackButton } from "../../components/back-button";
import { ConfirmDelete } from "../../components/confirm-delete";
import { LinkRows, linkRow, RowText } from "../../components/link-rows";
import { RecordFrame } from "../../components/record-frame";
import { useAttempt } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
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

/** Its deletion, once the page is live. */
function DeleteOrganization({ organization }: { organization: OrganizationDetails }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useAttempt();
  const remove = useDeleteOrganization();
  const { id, name } = organization;
  return (
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
  );
}

/** Its slug and creation date, drawn with its name. */
function OrganizationSummary({ organization }: { organization: OrganizationDetails }) {
  const { t, i18n } = useLingui();
  const created = longDateOf(organization.createdAt, i18n.locale);
  return (
    <Text color="fg.muted">
      <span dir="ltr">{organization.slug}</span> · {t`Created ${created}`}
    </Text>
  );
}

/** Its members and its teams. */
function OrganizationFacts({ organization }: { organization: OrganizationDetails }) {
  const { t, i18n } = useLingui();
  const { membersCount } = organization;
  const date = (value: string) => longDateOf(value, i18n.locale);
  return (
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
  );
}

/** /manager/organizations/{id}: an organization, who belongs to it, its teams, and its deletion. */
export function ManagerOrganizationPage({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <RecordFrame
      read={managerOrganizationReads.detail(id)}
      query={managerOrganizationQuery(id)}
      back={<BackButton to="/manager/organizations" label={t`Organizations`} />}
      actions={(organization) => <DeleteOrganization organization={organization} />}
      summary={(organization) => <OrganizationSummary organization={organization} />}
    >
      {(organization) => <OrganizationFacts organization={organization} />}
    </RecordFrame>
  );
}
