import { Trans, useLingui } from "@lingui/react/macro";
import { type RefObject, useRef, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { EmailAddress } from "../../components/email-address";
import { Form, FormError, SubmitButton, schemaOnDemand, showRefusalOnField, useAppForm } from "../../components/form";
import { Mail, X } from "../../components/icons";
import { notify, useAttempt } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { dateFormat } from "../../lib/date-format";
import { describeError } from "../../lib/error-messages";
import { useGivableRoles } from "./organization-members";
import { roleLabel, roleMay } from "./organization-roles";
import {
  type FullOrganization,
  type OrganizationRole,
  useCancelInvitation,
  useInviteMember,
} from "./organizations.queries";

/** The address rules of a person's email (the users API's), loaded on first use. */
const emailRule = schemaOnDemand(() =>
  import("../../../worker/users/users.schemas").then(({ UserInputSchema }) =>
    // The role is the select's, one of its options.
    UserInputSchema.pick({ email: true }).loose(),
  ),
);

/** The refusals about the address or the role: said on their field. */
const INVITE_REFUSALS = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "email",
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: "email",
  INVALID_EMAIL: "email",
  ROLE_NOT_FOUND: "role",
} as const;

function InviteForm({
  organization,
  myRole,
  formRef,
}: {
  organization: FullOrganization;
  myRole: string | undefined;
  /** Where the Turnstile widget appears, for a resend of the card too. */
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { t, i18n } = useLingui();
  const invite = useInviteMember(organization.id);
  const roles = useGivableRoles(myRole);
  const [serverError, setServerError] = useState<string>();
  const form = useAppForm({
    defaultValues: { email: "", role: "member" },
    validators: { onSubmitAsync: emailRule.onSubmitAsync },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      const email = value.email.trim().toLowerCase();
      try {
        await invite.mutateAsync({ email, role: value.role as OrganizationRole, near: formRef.current });
        notify.success(t`Invitation sent to ${email}`);
        form.reset();
      } catch (error) {
        const message = describeError(i18n, error);
        if (!showRefusalOnField(form, INVITE_REFUSALS, error, message)) setServerError(message);
      }
    },
  });
  return (
    <Form ref={formRef} onSubmit={form.handleSubmit} onFocus={emailRule.warm}>
      <Stack gap="3">
        <HStack gap="3" alignItems="flex-start" flexWrap="wrap">
          <Stack flex="2" minW="48">
            <form.AppField name="email">
              {(field) => (
                <field.TextField label={t`Email`} type="email" dir="ltr" autoComplete="off" maxLength={254} required />
              )}
            </form.AppField>
          </Stack>
          <Stack flex="1" minW="36">
            <form.AppField name="role">
              {(field) => <field.SelectField label={t`Role`} options={roles} required />}
            </form.AppField>
          </Stack>
        </HStack>
        <FormError message={serverError} />
        <form.AppForm>
          <HStack justifyContent="flex-end">
            <SubmitButton>
              <Mail aria-hidden="true" />
              <Trans>Invite</Trans>
            </SubmitButton>
          </HStack>
        </form.AppForm>
      </Stack>
    </Form>
  );
}

/** Who has been invited and not answered yet; inviting someone, sending again, cancelling. */
export function InvitationsCard({
  organization,
  myRole,
}: {
  organization: FullOrganization;
  myRole: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const attempt = useAttempt();
  const resend = useInviteMember(organization.id);
  const inviteForm = useRef<HTMLFormElement>(null);
  const cancel = useCancelInvitation();
  const may = {
    invite: roleMay(myRole, { invitation: ["create"] }),
    cancel: roleMay(myRole, { invitation: ["cancel"] }),
  };
  const pending = organization.invitations.filter(
    (invitation) => invitation.status === "pending" && new Date(invitation.expiresAt).getTime() > Date.now(),
  );
  const expires = (value: string) =>
    dateFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(value));
  if (!may.invite && pending.length === 0) return null;

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>
          <Trans>Invitations</Trans>
        </Card.Title>
        {may.invite && (
          <Card.Description>
            <Trans>They get an email with a link that works for 48 hours.</Trans>
          </Card.Description>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {may.invite && <InviteForm organization={organization} myRole={myRole} formRef={inviteForm} />}
          {pending.length === 0 ? (
            <Text color="fg.muted">
              <Trans>No pending invitations.</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="3" listStyle="none" aria-label={t`Pending invitations`}>
              {pending.map((invitation) => (
                <HStack as="li" key={invitation.id} gap="3" flexWrap="wrap">
                  {/* Room for the address and its date: on a phone the buttons go to the next line. */}
                  <Stack gap="0" flexGrow="1" flexBasis="48" minW="0">
                    <Text fontWeight="semibold" truncate>
                      <EmailAddress email={invitation.email} />
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>Expires {expires(invitation.expiresAt)}</Trans>
                    </Text>
                  </Stack>
                  <Badge variant="outline">{roleLabel(i18n, invitation.role)}</Badge>
                  {may.invite && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        attempt(
                          () =>
                            resend.mutateAsync({
                              email: invitation.email,
                              role: invitation.role as OrganizationRole,
                              resend: true,
                              near: inviteForm.current,
                            }),
                          t`Invitation sent again to ${invitation.email}`,
                        )
                      }
                    >
                      <Mail aria-hidden="true" />
                      <Trans>Resend</Trans>
                    </Button>
                  )}
                  {may.cancel && (
                    <Button
                      size="sm"
                      variant="outline"
                      _enabled={{ color: "fg.error" }}
                      onClick={() =>
                        attempt(() => cancel.mutateAsync(invitation.id), t`Invitation to ${invitation.email} cancelled`)
                      }
                    >
                      <X aria-hidden="true" />
                      <Trans>Cancel invitation</Trans>
                    </Button>
                  )}
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
