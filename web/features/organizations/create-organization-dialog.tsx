import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { Stack } from "styled-system/jsx";
import { SLUG_MAX_LENGTH, slugFrom } from "../../../worker/auth/organization-slug.shared";
import { fieldMessages } from "../../../worker/lib/field-messages.shared";
import { CancelOrSubmit } from "../../components/dialog-form";
import { Form, FormError, useAppForm } from "../../components/form";
import { Plus } from "../../components/icons";
import { notify } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import * as Dialog from "../../components/ui/dialog";
import { describeError, errorCode } from "../../lib/error-messages";
import { useCreateOrganization } from "./organizations.queries";
import { SLUG_TAKEN, slugProblem, useSlugHint } from "./slug-check";

/** A new organization: its name, and a slug derived from it until the person edits the slug. */
export function CreateOrganizationDialog() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const [open, setOpen] = useState(false);
  // The slug last derived from the name: while the slug is still that, it follows the name.
  const derivedSlug = useRef("");
  // A name in a script without Latin letters (Arabic, say) or of emoji gives no slug of its
  // own: it gets this one, which the person may change.
  const fallbackSlug = useRef(`organization-${crypto.randomUUID().slice(0, 6)}`);
  const [serverError, setServerError] = useState<string>();
  const form = useAppForm({
    defaultValues: { name: "", slug: "" },
    onSubmit: async ({ value }) => {
      slugHint.sent(value.slug);
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
  const slugHint = useSlugHint();

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
                  derivedSlug.current = slugFrom(value) || (value.trim() ? fallbackSlug.current : "");
                  form.setFieldValue("slug", derivedSlug.current);
                },
              }}
            >
              {(field) => <field.TextField label={t`Name`} maxLength={100} autoFocus required />}
            </form.AppField>
            <form.AppField
              name="slug"
              validators={{ onSubmitAsync: ({ value }) => slugProblem(value, taken) }}
              listeners={{ onChangeDebounceMs: 400, onChange: slugHint.onChange }}
            >
              {(field) => (
                <field.TextField
                  label={t`Slug`}
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={SLUG_MAX_LENGTH}
                  helperText={t`Its address: /app/organizations/${field.state.value || "…"}`}
                  hint={slugHint.hint}
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
