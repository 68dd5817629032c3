import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { HStack, Stack, styled } from "styled-system/jsx";
import { grantableTo } from "../../../worker/api-keys/api-key-permissions.shared";
import { KEY_LIFETIMES } from "../../../worker/api-keys/api-keys.schemas";
import { checkName } from "../../../worker/auth/user-name.shared";
import { fieldMessages } from "../../../worker/lib/field-messages.shared";
import { DialogActions } from "../../components/dialog-actions";
import { Form, FormError } from "../../components/form-basics";
import { Check, Copy } from "../../components/icons";
import { ChoiceSelect } from "../../components/select-field";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import * as Clipboard from "../../components/ui/clipboard";
import * as Dialog from "../../components/ui/dialog";
import * as Field from "../../components/ui/field";
import { Text } from "../../components/ui/text";
import { describeError } from "../../lib/error-messages";
import { useSession } from "../auth/auth.queries";
import type { useFreshSession } from "../auth/use-fresh-session";
import { useConfig } from "../config/config.queries";
import { labelOf, permissionCodes, permissionsOf } from "./api-key-permissions";
import { useCreateMyApiKey } from "./api-keys.queries";

/** Each lifetime's words: numbers of days take different plural forms in Arabic. */
const LIFETIME_LABELS: Record<(typeof KEY_LIFETIMES)[number], MessageDescriptor> = {
  30: msg`30 days`,
  90: msg`90 days`,
  365: msg`365 days`,
};

/** The key, shown once, with what a program sends. */
function NewKey({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useLingui();
  const example = `curl -H "Authorization: Bearer ${secret}" ${location.origin}/api/books`;
  return (
    <Stack gap="4">
      <Dialog.Title>
        <Trans>Copy your new API key</Trans>
      </Dialog.Title>
      <Dialog.Description>
        <Trans>
          It is shown this once. Keep it where your program keeps its secrets: anyone who has it acts as you.
        </Trans>
      </Dialog.Description>
      <Clipboard.Root value={secret}>
        <HStack gap="2" alignItems="flex-start">
          <styled.code
            data-testid="api-key-secret"
            dir="ltr"
            fontFamily="mono"
            overflowWrap="anywhere"
            flex="1"
            minW="0"
          >
            {secret}
          </styled.code>
          <Clipboard.Trigger asChild>
            <Button variant="outline" size="sm" autoFocus>
              <Clipboard.Indicator copied={<Check aria-hidden="true" />}>
                <Copy aria-hidden="true" />
              </Clipboard.Indicator>
              <Clipboard.Context>{({ copied }) => (copied ? t`Copied` : t`Copy`)}</Clipboard.Context>
            </Button>
          </Clipboard.Trigger>
        </HStack>
      </Clipboard.Root>
      <Stack gap="1">
        <Text textStyle="sm" color="fg.muted">
          <Trans>A program sends it like this:</Trans>
        </Text>
        <styled.code
          dir="ltr"
          fontFamily="mono"
          textStyle="sm"
          overflowWrap="anywhere"
          p="2"
          borderWidth="1px"
          borderRadius="l2"
        >
          {example}
        </styled.code>
      </Stack>
      <HStack justifyContent="flex-end">
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * A new key: a name, a lifetime, and permissions among those the person holds (all offered, read
 * the books ticked); then the key itself, this once. Making it needs a recent sign-in, which
 * `fresh` asks for when the server wants one.
 */
export function CreateApiKeyDialog({
  open,
  fresh,
  onClose,
}: {
  open: boolean;
  fresh: ReturnType<typeof useFreshSession>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const role = useSession()?.user.role;
  const { apiKeysNeverExpire } = useConfig();
  const create = useCreateMyApiKey();
  const offered = permissionCodes(grantableTo(role));
  const [name, setName] = useState("");
  const [lifetime, setLifetime] = useState("90");
  const [chosen, setChosen] = useState<string[]>(offered.includes("book:read") ? ["book:read"] : []);
  const [problems, setProblems] = useState<{ name?: string; permissions?: string; form?: string }>({});
  const [secret, setSecret] = useState<string>();
  const lifetimes = [
    ...KEY_LIFETIMES.map((days) => ({ value: String(days), label: i18n._(LIFETIME_LABELS[days]) })),
    ...(apiKeysNeverExpire ? [{ value: "never", label: t`Never` }] : []),
  ];

  const submit = async () => {
    const nameProblem = checkName(name);
    const found = {
      name: nameProblem
        ? i18n._(nameProblem === "required" ? fieldMessages.nameRequired : fieldMessages.nameInvalid)
        : undefined,
      permissions: chosen.length === 0 ? i18n._(fieldMessages.permissionsRequired) : undefined,
    };
    setProblems(found);
    if (found.name || found.permissions) return;
    try {
      await fresh.run(async () => {
        const made = await create.mutateAsync({
          name,
          expiresInDays: lifetime === "never" ? null : (Number(lifetime) as (typeof KEY_LIFETIMES)[number]),
          permissions: permissionsOf(chosen),
        });
        setSecret(made.key);
      });
    } catch (error) {
      setProblems({ form: describeError(i18n, error) });
    }
  };

  return (
    // Once the key shows, only "Done" closes: Escape or a tap outside would lose it for good.
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && !secret && onClose()}>
      <Dialog.Content>
        {secret ? (
          <NewKey secret={secret} onClose={onClose} />
        ) : (
          <Form onSubmit={submit}>
            <Stack gap="4">
              <Dialog.Title>
                <Trans>Create an API key</Trans>
              </Dialog.Title>
              <Field.Root invalid={Boolean(problems.name)}>
                <Field.Label>{t`Name`}</Field.Label>
                <Field.Input
                  value={name}
                  maxLength={100}
                  autoFocus
                  placeholder={t`Nightly import`}
                  onChange={(event) => setName(event.target.value)}
                />
                <Field.ErrorText>{problems.name}</Field.ErrorText>
              </Field.Root>
              <ChoiceSelect label={t`Expires after`} options={lifetimes} value={lifetime} onValueChange={setLifetime} />
              <Stack as="fieldset" gap="2">
                <styled.legend fontWeight="medium" textStyle="sm" mb="1">
                  <Trans>What it may do</Trans>
                </styled.legend>
                {offered.map((code) => {
                  const label = labelOf(code);
                  return (
                    <Checkbox
                      key={code}
                      checked={chosen.includes(code)}
                      onCheckedChange={(checked) =>
                        setChosen((list) => (checked ? [...list, code] : list.filter((other) => other !== code)))
                      }
                    >
                      {label ? i18n._(label) : code}{" "}
                      <styled.code dir="ltr" color="fg.muted" textStyle="xs">
                        {code}
                      </styled.code>
                    </Checkbox>
                  );
                })}
                {problems.permissions && (
                  <Text role="alert" color="fg.error" textStyle="sm">
                    {problems.permissions}
                  </Text>
                )}
              </Stack>
              <FormError message={problems.form} />
              <DialogActions>
                <Button type="submit" loading={create.isPending}>
                  <Trans>Create</Trans>
                </Button>
              </DialogActions>
            </Stack>
          </Form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
