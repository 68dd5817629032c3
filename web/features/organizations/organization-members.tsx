import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { highestRole } from "../../../worker/auth/organization-policy.shared";
import { longDateOf } from "../../../worker/spa/slots.shared";
import { ConfirmDrawer } from "../../components/confirm-drawer";
import { CancelOrSubmit } from "../../components/dialog-form";
import { EmailAddress } from "../../components/email-address";
import { Form, FormError, useAppForm } from "../../components/form";
import { Pencil, Trash2 } from "../../components/icons";
import { notify, useAttempt } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import { IconButton } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import * as Dialog from "../../components/ui/dialog";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { describeError } from "../../lib/error-messages";
import { hasRole, roleLabel, roleMay } from "./organization-roles";
import {
  type FullOrganization,
  type OrganizationMember,
  type OrganizationRole,
  useRemoveMember,
  useUpdateMemberRole,
} from "./organizations.queries";

/** The roles `myRole` may give: only an owner makes owners. */
export function useGivableRoles(myRole: string | undefined) {
  const { t } = useLingui();
  return useMemo(
    () => [
      { value: "member", label: t`Member` },
      { value: "admin", label: t`Admin` },
      ...(hasRole(myRole, "owner") ? [{ value: "owner", label: t`Owner` }] : []),
    ],
    [t, myRole],
  );
}

function RoleDialog({
  organizationId,
  member,
  myRole,
}: {
  organizationId: string;
  member: OrganizationMember;
  myRole: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const update = useUpdateMemberRole(organizationId);
  const roles = useGivableRoles(myRole);
  const name = member.user.name || member.user.email;
  const form = useAppForm({
    defaultValues: { role: member.role.split(",")[0] ?? "member" },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      try {
        await update.mutateAsync({ memberId: member.id, role: value.role as OrganizationRole });
        notify.success(
          {
            owner: t`${name} is now an owner`,
            admin: t`${name} is now an admin`,
            member: t`${name} is now a member`,
          }[highestRole(value.role)],
        );
        setOpen(false);
      } catch (error) {
        setServerError(describeError(i18n, error));
      }
    },
  });
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)}>
      <Dialog.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Change the role of ${name}`}>
          <Pencil aria-hidden="true" />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content>
        <Form onSubmit={form.handleSubmit}>
          <Stack gap="4">
            <Dialog.Title>{t`Change the role of ${name}`}</Dialog.Title>
            <form.AppField name="role">
              {(field) => <field.SelectField label={t`Role`} options={roles} required />}
            </form.AppField>
            <FormError message={serverError} />
            <form.AppForm>
              <CancelOrSubmit>
                <Trans>Save</Trans>
              </CancelOrSubmit>
            </form.AppForm>
          </Stack>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The organization's members: who, their role and since when; changing a role, removing one. */
export function MembersCard({ organization, myUserId }: { organization: FullOrganization; myUserId: string }) {
  const { t, i18n } = useLingui();
  const attempt = useAttempt();
  const remove = useRemoveMember(organization.id);
  const myRole = organization.members.find((member) => member.userId === myUserId)?.role;
  // Only owners act on owners (the server says the same).
  const mayActOn = (member: OrganizationMember) =>
    member.userId !== myUserId && (!hasRole(member.role, "owner") || hasRole(myRole, "owner"));
  const may = { update: roleMay(myRole, { member: ["update"] }), remove: roleMay(myRole, { member: ["delete"] }) };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>
          <Trans>Members</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3" listStyle="none" aria-label={t`Members`}>
          {organization.members.map((member) => {
            const name = member.user.name || member.user.email;
            return (
              <HStack as="li" key={member.id} gap="3" alignItems="center" flexWrap="wrap">
                <UserAvatar name={name} image={member.user.image} />
                {/* Room for the name, address and date: on a phone the role and buttons go to the next line. */}
                <Stack gap="0" flexGrow="1" flexBasis="40" minW="0">
                  <Text fontWeight="semibold" truncate dir="auto">
                    {name}
                    {member.userId === myUserId && (
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {" "}
                        <Trans>(you)</Trans>
                      </Text>
                    )}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    <EmailAddress email={member.user.email} />
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>Joined {longDateOf(member.createdAt, i18n.locale)}</Trans>
                  </Text>
                </Stack>
                <HStack gap="1" ms="auto">
                  <Badge variant="outline">{roleLabel(i18n, member.role)}</Badge>
                  {may.update && mayActOn(member) && (
                    <RoleDialog organizationId={organization.id} member={member} myRole={myRole} />
                  )}
                  {may.remove && mayActOn(member) && (
                    <ConfirmDrawer
                      trigger={
                        <IconButton
                          variant="ghost"
                          size="sm"
                          _enabled={{ color: "fg.error" }}
                          aria-label={t`Remove ${name}`}
                        >
                          <Trash2 aria-hidden="true" />
                        </IconButton>
                      }
                      title={t`Remove ${name}?`}
                      description={t`They lose access to ${organization.name} and its teams.`}
                      confirmLabel={t`Remove`}
                      onConfirm={() => attempt(() => remove.mutateAsync(member.id), t`${name} was removed`)}
                    />
                  )}
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
