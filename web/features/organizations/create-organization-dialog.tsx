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

/**
 * Whether a slug can be used, checked a moment after the person stops typing it: a hint
 * beside the field, not one of the form's rules. TanStack Form drops a submit made while an
 * async rule is still running, so with the check as a rule, pressing Create right after
 * typing did nothing at all. The server decides on submit, whatever the hint said. `current`
 * is the organization's own slug, which is not "taken".
 */
export function useSlugHint(taken: string, current?: string) {
  const [hint, setHint] = useState<string>();
  const latest = useRef("");
  return {
    hint,
    /** For the slug field's `listeners`, with `onChangeDebounceMs`. */
    onChange: async ({ value }: { value: string }) => {
      latest.current = value;
      setHint(undefined);
      const problem = value === current ? undefined : await slugProblem(value, taken);
      if (latest.current === value) setHint(problem);
    },
  };
}

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
  const slugHint = useSlugHint(taken);

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
