import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId } from "react";
import { Grid, HStack, Stack } from "styled-system/jsx";
import { BackButton } from "../../components/back-button";
import { ConfirmDrawer } from "../../components/confirm-drawer";
import { ListSkeleton } from "../../components/data-list";
import { Check, LogOut } from "../../components/icons";
import { PageFrame } from "../../components/page-frame";
import { useAttempt } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Text } from "../../components/ui/text";
import { useHydratedSoon } from "../../lib/hydrated-soon";
import { useSession } from "../auth/auth.queries";
import { MakeActiveButton } from "./make-active-button";
import { InvitationsCard } from "./organization-invitations";
import { MembersCard } from "./organization-members";
import { hasRole, roleLabel } from "./organization-roles";
import { SettingsCard } from "./organization-settings";
import { TeamsCard } from "./organization-teams";
import { organizationQuery, useLeaveOrganization } from "./organizations.queries";

/**
 * /app/organizations/{slug}: its members, invitations, teams and settings, as my role allows.
 * It arrives drawn with its heading and my actions (worker/spa/drawn-data.ts); the cards, whose
 * dates are in my own time zone, come once the browser has taken the page over.
 */
export function OrganizationPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const attempt = useAttempt();
  const session = useSession();
  const { data: organization } = useSuspenseQuery(organizationQuery(slug));
  const leave = useLeaveOrganization(organization.id);
  const hydrated = useHydratedSoon();
  const myUserId = session?.user.id ?? "";
  const myRole = organization.members.find((member) => member.userId === myUserId)?.role;
  const active = session?.session.activeOrganizationId === organization.id;
  // The server refuses the only owner's leaving: the button says why instead of failing.
  const onlyOwner =
    hasRole(myRole, "owner") && organization.members.filter((member) => hasRole(member.role, "owner")).length === 1;
  const onlyOwnerNote = useId();
  const leaveButton = (
    <Button
      variant="outline"
      color="fg.error"
      disabled={onlyOwner}
      aria-describedby={onlyOwner ? onlyOwnerNote : undefined}
    >
      <LogOut aria-hidden="true" />
      <Trans>Leave</Trans>
    </Button>
  );

  return (
    <PageFrame
      title={organization.name}
      back={<BackButton to="/app/organizations" label={t`Organizations`} />}
      actions={
        <>
          {active ? (
            <Badge variant="outline" size="lg">
              <Check aria-hidden="true" />
              <Trans>Active</Trans>
            </Badge>
          ) : (
            <MakeActiveButton organization={organization} />
          )}
          {onlyOwner ? (
            leaveButton
          ) : (
            <ConfirmDrawer
              trigger={leaveButton}
              title={t`Leave ${organization.name}?`}
              description={t`You lose access to it until someone invites you again.`}
              confirmLabel={t`Leave`}
              onConfirm={() =>
                attempt(async () => {
                  await leave.mutateAsync(undefined);
                  await navigate({ to: "/app/organizations" });
                }, t`You left ${organization.name}`)
              }
            />
          )}
        </>
      }
    >
      <HStack gap="2" flexWrap="wrap" color="fg.muted">
        <Text dir="ltr">/{organization.slug}</Text>
        <Text aria-hidden="true">·</Text>
        <Text>
          <Trans>Your role: {roleLabel(i18n, myRole ?? "member")}</Trans>
        </Text>
      </HStack>
      {onlyOwner && (
        <Text id={onlyOwnerNote} color="fg.muted">
          <Trans>You are its only owner: make someone else an owner before you leave.</Trans>
        </Text>
      )}
      {hydrated ? (
        <Grid gridTemplateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="6" alignItems="start">
          {/* A column as narrow as the screen: its cards truncate what is longer, not the page. */}
          <Stack gap="6" minW="0">
            <MembersCard organization={organization} myUserId={myUserId} />
            <TeamsCard organization={organization} myRole={myRole} />
          </Stack>
          <Stack gap="6" minW="0">
            <InvitationsCard organization={organization} myRole={myRole} />
            <SettingsCard organization={organization} myRole={myRole} />
          </Stack>
        </Grid>
      ) : (
        <ListSkeleton />
      )}
    </PageFrame>
  );
}
