import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Grid, Stack } from "styled-system/jsx";
import { organizationReads } from "../../../worker/organizations/organizations.screens";
import { BackButton } from "../../components/back-button";
import { ConfirmDrawer } from "../../components/confirm-drawer";
import { Check, LogOut } from "../../components/icons";
import { RecordFrame } from "../../components/record-frame";
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
import { type FullOrganization, organizationQuery, useLeaveOrganization } from "./organizations.queries";

/** My role in it and what follows from it: whether I am its only owner, and its active state. */
function useMyPlace(organization: FullOrganization) {
  const session = useSession();
  const myUserId = session?.user.id ?? "";
  const myRole = organization.members.find((member) => member.userId === myUserId)?.role;
  const active = session?.session.activeOrganizationId === organization.id;
  // The server refuses the only owner's leaving: the button says why instead of failing.
  const onlyOwner =
    hasRole(myRole, "owner") && organization.members.filter((member) => hasRole(member.role, "owner")).length === 1;
  return { myUserId, myRole, active, onlyOwner };
}

/** Active or not, and leaving, once the page is live. */
function OrganizationActions({ organization }: { organization: FullOrganization }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const attempt = useAttempt();
  const leave = useLeaveOrganization(organization.id);
  const { active, onlyOwner } = useMyPlace(organization);
  const leaveButton = (
    <Button
      variant="outline"
      _enabled={{ color: "fg.error" }}
      disabled={onlyOwner}
      aria-describedby={onlyOwner ? ONLY_OWNER_NOTE : undefined}
    >
      <LogOut aria-hidden="true" />
      <Trans>Leave</Trans>
    </Button>
  );
  return (
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
  );
}

/** The note that says why the only owner cannot leave, which the Leave button points to. */
const ONLY_OWNER_NOTE = "only-owner-note";

/** My role, and why I cannot leave if I am its only owner: they depend on me, so they come once live. */
function MyPlace({ organization }: { organization: FullOrganization }) {
  const { i18n } = useLingui();
  const { myRole, onlyOwner } = useMyPlace(organization);
  return (
    <>
      {" · "}
      <span>
        <Trans>Your role: {roleLabel(i18n, myRole ?? "member")}</Trans>
      </span>
      {onlyOwner && (
        <>
          <br />
          <span id={ONLY_OWNER_NOTE}>
            <Trans>You are its only owner: make someone else an owner before you leave.</Trans>
          </span>
        </>
      )}
    </>
  );
}

/**
 * Its slug, drawn with its name; my place in it is added inside the same line once live, so
 * the line painted first stays the one on screen (docs/drawn-screens.md).
 */
function OrganizationSummary({ organization }: { organization: FullOrganization }) {
  const live = useHydratedSoon();
  return (
    <Text color="fg.muted">
      <span dir="ltr">/{organization.slug}</span>
      {live && <MyPlace organization={organization} />}
    </Text>
  );
}

/** The cards: members, invitations, teams, settings. */
function OrganizationDetails({ organization }: { organization: FullOrganization }) {
  const { myUserId, myRole } = useMyPlace(organization);
  return (
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
  );
}

/**
 * /app/organizations/{slug}: its members, invitations, teams and settings, as my role allows.
 * It arrives drawn with its name and slug (docs/drawn-screens.md); the rest, whose dates are in
 * my own time zone, comes once the page is live.
 */
export function OrganizationPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  return (
    <RecordFrame
      read={organizationReads.bySlug(slug)}
      query={organizationQuery(slug)}
      back={<BackButton to="/app/organizations" label={t`Organizations`} />}
      actions={(organization) => <OrganizationActions organization={organization} />}
      summary={(organization) => <OrganizationSummary organization={organization} />}
    >
      {(organization) => <OrganizationDetails organization={organization} />}
    </RecordFrame>
  );
}
