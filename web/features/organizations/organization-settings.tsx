import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Stack } from "styled-system/jsx";
import { SLUG_MAX_LENGTH } from "../../../worker/auth/organization-slug.shared";
import { fieldMessages } from "../../../worker/lib/field-messages.shared";
import { ConfirmDelete } from "../../components/confirm-delete";
import { Form, FormError, SubmitButton, useAppForm } from "../../components/form";
import { notify, useAttempt } from "../../components/toaster";
import * as Card from "../../components/ui/card";
import { describeError } from "../../lib/error-messages";
import { roleMay } from "./organization-roles";
import { type FullOrganization, useDeleteOrganization, useUpdateOrganization } from "./organizations.queries";
import { useSlugHint } from "./slug-check";

/** The organization's name and slug, and deleting it, for those whose role allows. */
export function SettingsCard({ organization, myRole }: { organization: FullOrganization; myRole: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const attempt = useAttempt();
  const update = useUpdateOrganization(organization.id);
  const remove = useDeleteOrganization(organization.id);
  const [serverError, setServerError] = useState<string>();
  const may = {
    update: roleMay(myRole, { organization: ["update"] }),
    remove: roleMay(myRole, { organization: ["delete"] }),
  };
  const slugHint = useSlugHint(organization.slug);
  const form = useAppForm({
    defaultValues: { name: organization.name, slug: organization.slug },
    onSubmit: async ({ value }) => {
      slugHint.sent(value.slug);
      setServerError(undefined);
      try {
        const saved = await update.mutateAsync({
          name: value.name.trim(),
          ...(value.slug === organization.slug ? {} : { slug: value.slug }),
        });
        notify.success(t`Changes saved`);
        if (saved.slug !== organization.slug) {
          await navigate({ to: "/app/organizations/$slug", params: { slug: saved.slug }, replace: true });
        }
      } catch (error) {
        setServerError(describeError(i18n, error));
      }
    },
  });
  if (!may.update && !may.remove) return null;

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>
          <Trans>Settings</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {may.update && (
            <Form onSubmit={form.handleSubmit}>
              <Stack gap="4">
                <form.AppField
                  name="name"
                  validators={{
                    onSubmit: ({ value }) => (value.trim() ? undefined : fieldMessages.nameRequired.id),
                  }}
                >
                  {(field) => <field.TextField label={t`Name`} maxLength={100} required />}
                </form.AppField>
                <form.AppField name="slug" listeners={{ onChangeDebounceMs: 400, onChange: slugHint.onChange }}>
                  {(field) => (
                    <field.TextField
                      label={t`Slug`}
                      dir="ltr"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={SLUG_MAX_LENGTH}
                      helperText={t`Changing it changes the organization's address.`}
                      hint={slugHint.hint}
                      required
                    />
                  )}
                </form.AppField>
                <FormError message={serverError} />
                <form.AppForm>
                  <Stack alignItems="flex-end">
                    <SubmitButton>
                      <Trans>Save changes</Trans>
                    </SubmitButton>
                  </Stack>
                </form.AppForm>
              </Stack>
            </Form>
          )}
          {may.remove && (
            <Stack alignItems="flex-start">
              <ConfirmDelete
                label={t`Delete organization`}
                description={t`${organization.name}, its members, teams and invitations will be deleted for good.`}
                typeToConfirm={organization.name}
                onConfirm={() =>
                  attempt(async () => {
                    await remove.mutateAsync(undefined);
                    await navigate({ to: "/app/organizations" });
                  }, t`Organization deleted`)
                }
              />
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
