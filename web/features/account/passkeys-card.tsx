import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { css } from "styled-system/css";
import { HStack, styled } from "styled-system/jsx";
import { checkName } from "../../../worker/auth/user-name.shared";
import { ConfirmDelete } from "../../components/confirm-delete";
import { Form } from "../../components/form-basics";
import { Pencil, Plus } from "../../components/icons";
import { ListRow, ListRows } from "../../components/list-row";
import { RowsSkeleton } from "../../components/rows-skeleton";
import { deviceOf } from "../../components/session-list";
import { useAttempt } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import * as Field from "../../components/ui/field";
import { Text } from "../../components/ui/text";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { dateFormat, prepareDateFormat } from "../../lib/date-format";
import { setDemoModalOpen } from "../../lib/demo-refusal";
import { orThrow, type useFreshSession } from "../auth/use-fresh-session";
import { useConfig } from "../config/config.queries";
import { refreshMyAccount } from "./account.queries";
import { myPasskeysQuery, type PasskeyRow } from "./passkeys.queries";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
prepareDateFormat(WHEN);

/** WebAuthn in this browser; the ceremonies' code loads only when one starts (web/lib/passkeys.ts). */
const browserHasPasskeys = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

interface PasskeysCardProps {
  /** The page has been taken over: dates are the person's own (their time zone), and the list may load. */
  hydrated: boolean;
  /** Adding and deleting need a recent sign-in (worker/auth/guards/fresh-session.ts). */
  fresh: ReturnType<typeof useFreshSession>;
}

/** The person's passkeys: added with a name (the device's by default), renamed, deleted. */
export function PasskeysCard({ hydrated, fresh }: PasskeysCardProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const attempt = useAttempt();
  const { data } = useQuery({ ...myPasskeysQuery, enabled: hydrated });
  // Handed over with the page, but drawn once it is live, its dates in the person's time zone.
  const passkeys = hydrated ? data : undefined;
  const { demo } = useConfig();
  const [name, setName] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [nameProblem, setNameProblem] = useState<string>();
  const [renaming, setRenaming] = useState<{ id: string; name: string }>();
  const supported = hydrated && browserHasPasskeys();
  const date = (value: string | null) => (value ? dateFormat(i18n.locale, WHEN).format(new Date(value)) : "");
  const refresh = () => refreshMyAccount(queryClient, myPasskeysQuery.queryKey);
  const label = (passkey: PasskeyRow) => passkey.name || t`Passkey`;

  const add = async () => {
    // The demo refuses the new passkey once made: say so before the browser asks for one.
    if (demo) return setDemoModalOpen(true);
    const chosen = name ?? deviceOf(navigator.userAgent);
    // Checked before the browser makes the passkey: refused after, it would stay on the device
    // unknown here, offered by autofill and failing (outside report).
    setNameProblem(checkName(chosen) ? t`Name is invalid` : undefined);
    if (checkName(chosen)) return;
    setAdding(true);
    await attempt(async () => {
      const { addPasskey } = await import("../../lib/passkeys");
      if (!(await fresh.run(() => orThrow(addPasskey(chosen))))) return false;
      setName(undefined);
      await refresh();
    }, t`Passkey added`);
    setAdding(false);
  };

  const rename = () =>
    attempt(async () => {
      if (!renaming) return false;
      const client = await loadAuthClient();
      await orThrow(client.$fetch("/passkey/update-passkey", { method: "POST", body: renaming }));
      setRenaming(undefined);
      await refresh();
    }, t`Passkey renamed`);

  const remove = (id: string) =>
    attempt(async () => {
      const client = await loadAuthClient();
      const run = () => orThrow(client.$fetch("/passkey/delete-passkey", { method: "POST", body: { id } }));
      if (!(await fresh.run(run))) return false;
      await refresh();
    }, t`Passkey deleted`);

  return (
    <Card.Root data-testid="passkeys">
      <Card.Header>
        <Card.Title>
          <Trans>Passkeys</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>Sign in with your fingerprint, face or screen lock instead of a code.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {passkeys === undefined ? (
          <RowsSkeleton listKey={myPasskeysQuery.queryKey} />
        ) : passkeys.length === 0 ? (
          <Text color="fg.muted" role="status">
            <Trans>No passkeys yet.</Trans>
          </Text>
        ) : (
          <ListRows>
            {passkeys.map((passkey) =>
              renaming?.id === passkey.id ? (
                <HStack as="li" key={passkey.id} gap="2" p="3" flexWrap="wrap">
                  <Field.Root flex="1" minW="40">
                    <Field.Label srOnly>{t`Name`}</Field.Label>
                    <Field.Input
                      value={renaming.name}
                      autoFocus
                      onChange={(event) => setRenaming({ id: passkey.id, name: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === "Enter") void rename();
                        if (event.key === "Escape") setRenaming(undefined);
                      }}
                    />
                  </Field.Root>
                  <Button size="sm" onClick={() => void rename()}>
                    <Trans>Save</Trans>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setRenaming(undefined)}>
                    <Trans>Cancel</Trans>
                  </Button>
                </HStack>
              ) : (
                <ListRow
                  key={passkey.id}
                  title={label(passkey)}
                  titleText={label(passkey)}
                  details={[
                    t`Added ${date(passkey.createdAt)}`,
                    passkey.lastUsedAt ? t`Last used ${date(passkey.lastUsedAt)}` : t`Never used`,
                  ]}
                  actions={
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t`Rename ${label(passkey)}`}
                        onClick={() => setRenaming({ id: passkey.id, name: passkey.name ?? "" })}
                      >
                        <Pencil aria-hidden="true" />
                        <styled.span hideBelow="sm">
                          <Trans>Rename</Trans>
                        </styled.span>
                      </Button>
                      <ConfirmDelete
                        compact
                        label={t`Delete`}
                        accessibleName={t`Delete ${label(passkey)}`}
                        description={t`This passkey will no longer sign you in: ${label(passkey)}`}
                        onConfirm={() => remove(passkey.id)}
                      />
                    </>
                  }
                />
              ),
            )}
          </ListRows>
        )}
      </Card.Body>
      {supported && (
        <Card.Footer>
          <Form onSubmit={add} className={css({ w: "full" })}>
            <HStack gap="3" flexWrap="wrap" alignItems="flex-start">
              <Field.Root flex="1" minW="48" invalid={Boolean(nameProblem)}>
                <Field.Label>{t`Passkey name`}</Field.Label>
                <Field.Input
                  value={name ?? deviceOf(navigator.userAgent)}
                  maxLength={100}
                  onChange={(event) => {
                    setName(event.target.value);
                    setNameProblem(undefined);
                  }}
                />
                <Field.ErrorText>{nameProblem}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" loading={adding} mt="6">
                <Plus aria-hidden="true" />
                <Trans>Add a passkey</Trans>
              </Button>
            </HStack>
          </Form>
        </Card.Footer>
      )}
      {hydrated && !supported && (
        <Card.Footer>
          <Text color="fg.muted">
            <Trans>This browser cannot use passkeys.</Trans>
          </Text>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
