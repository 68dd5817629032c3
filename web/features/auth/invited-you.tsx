import { Trans } from "@lingui/react/macro";
import { highestRole } from "../../../worker/auth/organization-policy.shared";
import type { InvitationPreview } from "../../../worker/organizations/invitations.schemas";

/**
 * "Nadia (nadia@…) invited you to join the organization named “Acme” as a member.": the
 * names were typed by the inviter, so the sentence quotes them and says whose they are, as
 * the invitation's email does. One sentence per role: the words around a role change with
 * the language.
 */
export function InvitedYou({
  invitation,
}: {
  invitation: Pick<InvitationPreview, "inviter" | "organization" | "role">;
}) {
  const { inviter, organization } = invitation;
  const from = <bdi>{inviter.name || inviter.email}</bdi>;
  const address = <bdi>{inviter.email}</bdi>;
  const to = <bdi>{organization.name}</bdi>;
  return {
    owner: (
      <Trans>
        {from} ({address}) invited you to join the organization named “{to}” as an owner.
      </Trans>
    ),
    admin: (
      <Trans>
        {from} ({address}) invited you to join the organization named “{to}” as an admin.
      </Trans>
    ),
    member: (
      <Trans>
        {from} ({address}) invited you to join the organization named “{to}” as a member.
      </Trans>
    ),
  }[highestRole(invitation.role ?? "member")];
}
