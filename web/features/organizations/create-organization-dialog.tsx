import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { Stack } from "styled-system/jsx";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugFrom } from "../../../worker/auth/organization-slug";
import { fieldMessages } from "../../../worker/lib/field-messages";
import { CancelOrSubmit } from "../../components/dialog-form";
import { Form, FormError, useAppForm } from "../../components/form";
import { Plus } from "../../components/icons";
import { notify } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import * as Dialog from "../../components/ui/dialog";
import { authClient } from "../../lib/auth-client";
import { describeError, errorCode } from "../../lib/error-messages";
import { useCreateOrganization } from "./organizations.queries";

const SLUG_TAKEN = "ORGANIZATION_SLUG_ALREADY_TAKEN";

/** Checks a slug as it is typed: the same rule as the server's, then whether it is free. */
export async function slugProblem(slug: string, takenMessage: string): Promise<string | undefined> {
  if (!slug) return fieldMessages.invalidValue.id;
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return fieldMessages.invalidValue.id;
  const { error } = await authClient.organization.checkSlug({ slug });
  if (!error) return undefined;
  return errorCode(error) === SLUG_TAKEN ? takenMessage : undefined;
}

/** A new organization: its name, and a slug derived from it until the person edits the slug. */
export function CreateOrganizationDialog() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const [open, setOpen] = useState(false);
  // The slug last derived from the name: while the slug is still that, it follows the name.
  const derivedSlug = useRef("");
  const [serverError, setServerError] = useState<string>();
  const form = useAppForm({
    defaultValues: { name: "", slug: "" },
    onSubmit: async ({ value }) => {
      setServerError(undefined);
      try {
        const created = await create.mutateAsync({ name: value.name.trim(), slug: value.slug });
        notify.success(t`Organization created`);
        setOpen(false);
        await navigate({ to: "/app/organizations/$slug", params: { slug: created.slug } });
      } catch (error) {
        if (errorCode(error) === SLUG_TAKEN) {
          form.setFieldMeta("slug", (meta) => ({ ...meta, errorMap: { onSubmit: describeError(i18n, error) } }));
        } else setServerError(describeError(i18n, error));
      }
    },
  });
  const taken = t`This slug is taken`;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        setOpen(next);
        if (!next) {
          form.reset();
          derivedSlug.current = "";
          setServerError(undefined);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          <Trans>New organization</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Form onSubmit={form.handleSubmit}>
          <Stack gap="4">
            <Dialog.Title>
              <Trans>New organization</Trans>
            </Dialog.Title>
            <form.AppField
              name="name"
              validators={{ onSubmit: ({ value }) => (value.trim() ? undefined : fieldMessages.nameRequired.id) }}
              listeners={{
                onChange: ({ value }) => {
                  if (form.getFieldValue("slug") !== derivedSlug.current) return;
                  derivedSlug.current = slugFrom(value);
                  form.setFieldValue("slug", derivedSlug.current);
                },
              }}
            >
              {(field) => <field.TextField label={t`Name`} maxLength={100} autoFocus required />}
            </form.AppField>
            <form.AppField
              name="slug"
              validators={{
                onChangeAsyncDebounceMs: 400,
                onChangeAsync: ({ value }) => slugProblem(value, taken),
                onSubmitAsync: ({ value }) => slugProblem(value, taken),
              }}
            >
              {(field) => (
                <field.TextField
                  label={t`Slug`}
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={SLUG_MAX_LENGTH}
                  helperText={t`Its address: /app/organizations/${field.state.value || "…"}`}
                  required
                />
              )}
            </form.AppField>
            <FormError message={serverError} />
            <form.AppForm>
              <CancelOrSubmit>
                <Trans>Create</Trans>
              </CancelOrSubmit>
            </form.AppForm>
          </Stack>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
