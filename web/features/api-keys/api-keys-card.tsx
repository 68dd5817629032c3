import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { HStack, styled } from "styled-system/jsx";
import type { ApiKey } from "../../../worker/api-keys/api-keys.schemas";
import { ConfirmDelete } from "../../components/confirm-delete";
import { DialogOnDemand } from "../../components/dialog-on-demand";
import { KeyRound, Plus } from "../../components/icons";
import { ListRow, ListRows } from "../../components/list-row";
import { RowsSkeleton } from "../../components/rows-skeleton";
import { useAttempt } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { dateFormat, prepareDateFormat } from "../../lib/date-format";
import { useCan } from "../auth/use-can";
import type { useFreshSession } from "../auth/use-fresh-session";
import { permissionsLine } from "./api-key-permissions";
import { myApiKeysQuery, useRevokeMyApiKey, useRevokeUserApiKey, userApiKeysQuery } from "./api-keys.queries";

// The form, and the key shown once, load when the person asks for a key (decision 0030).
const CreateApiKeyDialog = lazy(() =>
  import("./create-api-key-dialog").then(({ CreateApiKeyDialog }) => ({ default: CreateApiKeyDialog })),
);

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
prepareDateFormat(WHEN);

/** Keys as rows: name, start and permissions, last use and expiry; revoked from the row when `onRevoke` is given. */
function ApiKeyRows({ keys, onRevoke }: { keys: ApiKey[]; onRevoke?: (key: ApiKey) => unknown }) {
  const { t, i18n } = useLingui();
  const date = (value: string) => dateFormat(i18n.locale, WHEN).format(new Date(value));
  const expiry = ({ expiresAt }: ApiKey) => {
    if (!expiresAt) return t`Never expires`;
    const when = date(expiresAt);
    return Date.parse(expiresAt) <= Date.now() ? t`Expired ${when}` : t`Expires ${when}`;
  };
  if (keys.length === 0)
    return (
      <Text color="fg.muted" role="status">
        <Trans>No API keys yet.</Trans>
      </Text>
    );
  return (
    <ListRows>
      {keys.map((key) => (
        <ListRow
          key={key.id}
          icon={<KeyRound aria-hidden="true" />}
          title={key.name}
          titleText={key.name}
          details={[expiry(key), key.lastUsedAt ? t`Last used ${date(key.lastUsedAt)}` : t`Never used`]}
          codes={`${permissionsLine(key.permissions)} · ${key.start}…`}
          actions={
            onRevoke && (
              <ConfirmDelete
                compact
                label={t`Revoke`}
                accessibleName={t`Revoke ${key.name}`}
                description={t`Programs that use this key will be refused from now on: ${key.name}`}
                onConfirm={() => onRevoke(key)}
              />
            )
          }
        />
      ))}
    </ListRows>
  );
}

interface MyApiKeysCardProps {
  /** The page has been taken over: dates are the person's own (their time zone), and the list may load. */
  hydrated: boolean;
  /** Making and revoking need a recent sign-in (worker/api-keys/api-keys.api.ts). */
  fresh: ReturnType<typeof useFreshSession>;
}

/** The account screen's API keys: made with a name, an expiry and permissions, listed, revoked. */
export function MyApiKeysCard({ hydrated, fresh }: MyApiKeysCardProps) {
  const { t } = useLingui();
  const attempt = useAttempt();
  const revoke = useRevokeMyApiKey();
  const { data } = useQuery({ ...myApiKeysQuery, enabled: hydrated });
  const keys = hydrated ? data : undefined;
  const [creating, setCreating] = useState(false);
  // Each opening starts a new form: the last key shown is gone with the dialog that showed it.
  const [openings, setOpenings] = useState(0);
  return (
    <Card.Root data-testid="api-keys">
      <Card.Header>
        <Card.Title>
          <Trans>API keys</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>
            Your own programs call the API as you with a key, doing only what you allow it. Try one in the{" "}
            <styled.a href="/api/docs" target="_blank" rel="noopener" textDecoration="underline">
              API reference
            </styled.a>
            .
          </Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {keys === undefined ? (
          <RowsSkeleton listKey={myApiKeysQuery.queryKey} codes />
        ) : (
          <ApiKeyRows
            keys={keys}
            onRevoke={(key) => attempt(() => fresh.run(() => revoke.mutateAsync(key.id)), t`API key revoked`)}
          />
        )}
      </Card.Body>
      <Card.Footer>
        <Button
          variant="outline"
          disabled={!hydrated}
          onClick={() => {
            setOpenings((count) => count + 1);
            setCreating(true);
          }}
        >
          <Plus aria-hidden="true" />
          <Trans>Create an API key</Trans>
        </Button>
      </Card.Footer>
      <DialogOnDemand open={creating}>
        {(shown) => <CreateApiKeyDialog key={openings} open={shown} fresh={fresh} onClose={() => setCreating(false)} />}
      </DialogOnDemand>
    </Card.Root>
  );
}

/** A person's keys on their page, for administrators: revoked there by those who may end sessions. */
export function PersonApiKeysCard({ id }: { id: string }) {
  const { t } = useLingui();
  const attempt = useAttempt();
  const { data: keys } = useSuspenseQuery(userApiKeysQuery(id));
  const canRevoke = useCan({ session: ["revoke"] });
  const revoke = useRevokeUserApiKey(id);
  return (
    <Card.Root data-testid="api-keys">
      <Card.Header>
        <HStack minH="8">
          <Card.Title>
            <Trans>API keys</Trans>
          </Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body>
        <ApiKeyRows
          keys={keys}
          onRevoke={canRevoke ? (key) => attempt(() => revoke.mutateAsync(key.id), t`API key revoked`) : undefined}
        />
      </Card.Body>
    </Card.Root>
  );
}
