import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { HStack, Stack } from "styled-system/jsx";
import { ConfirmDelete } from "../../components/confirm-delete";
import { Pencil, Plus, Users } from "../../components/icons";
import { useAttempt } from "../../components/toaster";
import { Button, IconButton } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import * as Dialog from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { NameDialog } from "./name-dialog";
import { roleMay } from "./organization-roles";
import {
  type FullOrganization,
  type OrganizationTeam,
  teamMembersQuery,
  useAddTeamMember,
  useCreateTeam,
  useRemoveTeam,
  useRemoveTeamMember,
  useRenameTeam,
} from "./organizations.queries";

/** A team's people, among the organization's: adding and removing them. */
function TeamMembersDialog({
  organization,
  team,
  mayChange,
}: {
  organization: FullOrganization;
  team: OrganizationTeam;
  mayChange: boolean;
}) {
  const { t } = useLingui();
  const attempt = useAttempt();
  const add = useAddTeamMember(organization.id);
  const remove = useRemoveTeamMember(organization.id);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          <Users aria-hidden="true" />
          <Trans>Members</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Stack gap="4">
          <Dialog.Title>{t`Members of ${team.name}`}</Dialog.Title>
          <TeamMemberList organization={organization} team={team}>
            {(member, inTeam) => {
              const name = member.user.name || member.user.email;
              if (!mayChange) return null;
              return inTeam ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    attempt(
                      () => remove.mutateAsync({ teamId: team.id, userId: member.userId }),
                      t`${name} left ${team.name}`,
                    )
                  }
                >
                  <Trans>Remove from team</Trans>
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    attempt(
                      () => add.mutateAsync({ teamId: team.id, userId: member.userId }),
                      t`${name} joined ${team.name}`,
                    )
                  }
                >
                  <Trans>Add to team</Trans>
                </Button>
              );
            }}
          </TeamMemberList>
          <HStack justifyContent="flex-end">
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">
                <Trans>Close</Trans>
              </Button>
            </Dialog.CloseTrigger>
          </HStack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TeamMemberList({
  organization,
  team,
  children,
}: {
  organization: FullOrganization;
  team: OrganizationTeam;
  children: (member: FullOrganization["members"][number], inTeam: boolean) => React.ReactNode;
}) {
  const { t } = useLingui();
  const teamMembers = useQuery(teamMembersQuery(team.id));
  if (teamMembers.isPending) return <Spinner />;
  if (teamMembers.isError)
    return (
      <Text role="alert" color="fg.error">
        <Trans>The list could not be loaded.</Trans>
      </Text>
    );
  const inTeam = new Set(teamMembers.data.map((member) => member.userId));
  // People in the team first.
  const members = [...organization.members].sort((a, b) => Number(inTeam.has(b.userId)) - Number(inTeam.has(a.userId)));
  return (
    <Stack as="ul" gap="3" listStyle="none" aria-label={t`Members of ${team.name}`}>
      {members.map((member) => {
        const name = member.user.name || member.user.email;
        return (
          <HStack as="li" key={member.id} gap="3">
            <UserAvatar name={name} image={member.user.image} />
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="semibold" truncate dir="auto">
                {name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {inTeam.has(member.userId) ? t`In the team` : t`Not in the team`}
              </Text>
            </Stack>
            {children(member, inTeam.has(member.userId))}
          </HStack>
        );
      })}
    </Stack>
  );
}

/** The organization's teams: creating, renaming and deleting them, and who is in each. */
export function TeamsCard({ organization, myRole }: { organization: FullOrganization; myRole: string | undefined }) {
  const { t } = useLingui();
  const attempt = useAttempt();
  const create = useCreateTeam(organization.id);
  const rename = useRenameTeam(organization.id);
  const remove = useRemoveTeam(organization.id);
  const may = {
    create: roleMay(myRole, { team: ["create"] }),
    update: roleMay(myRole, { team: ["update"] }),
    remove: roleMay(myRole, { team: ["delete"] }),
  };
  const teams = organization.teams ?? [];
  return (
    <Card.Root>
      <Card.Header>
        <HStack justifyContent="space-between" gap="3" flexWrap="wrap">
          <Card.Title>
            <Trans>Teams</Trans>
          </Card.Title>
          {may.create && (
            <NameDialog
              trigger={
                <Button size="sm" variant="outline">
                  <Plus aria-hidden="true" />
                  <Trans>New team</Trans>
                </Button>
              }
              title={<Trans>New team</Trans>}
              submitLabel={<Trans>Create</Trans>}
              success={t`Team created`}
              onSave={(name) => create.mutateAsync(name)}
            />
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {teams.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No teams yet.</Trans>
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyle="none" aria-label={t`Teams`}>
            {teams.map((team) => (
              <HStack as="li" key={team.id} gap="2" flexWrap="wrap">
                {/* Room for the name: on a phone its buttons go to the next line. */}
                <Text fontWeight="semibold" flexGrow="1" flexBasis="40" minW="0" truncate dir="auto">
                  {team.name}
                </Text>
                <HStack gap="2" ms="auto" flexWrap="wrap">
                  <TeamMembersDialog organization={organization} team={team} mayChange={may.update} />
                  {may.update && (
                    <NameDialog
                      trigger={
                        <IconButton size="sm" variant="ghost" aria-label={t`Rename ${team.name}`}>
                          <Pencil aria-hidden="true" />
                        </IconButton>
                      }
                      title={t`Rename ${team.name}`}
                      submitLabel={<Trans>Save</Trans>}
                      initialName={team.name}
                      success={t`Team renamed`}
                      onSave={(name) => rename.mutateAsync({ teamId: team.id, name })}
                    />
                  )}
                  {may.remove && (
                    <ConfirmDelete
                      label={t`Delete`}
                      description={t`The team ${team.name} will be deleted; its people stay in the organization.`}
                      onConfirm={() => attempt(() => remove.mutateAsync(team.id), t`Team deleted`)}
                    />
                  )}
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
