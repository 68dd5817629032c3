import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { LogOut, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Grid, HStack, Stack } from "styled-system/jsx";
import { ConfirmDrawer } from "../../components/confirm-drawer";
import { LanguageSwitcher } from "../../components/language-switcher";
import { PageFrame } from "../../components/page-frame";
import { SessionList } from "../../components/session-list";
import { ThemeSwitcher } from "../../components/theme-switcher";
import { notify } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { authClient } from "../../lib/auth-client";
import { describeError } from "../../lib/error-messages";
import { switchSession, useSession } from "../auth/auth.queries";
import { orThrow, useFreshSession } from "../auth/use-fresh-session";
import { useSignOut } from "../auth/use-sign-out";
import { mySessionsQuery, useRevokeMySession } from "./account.queries";
import { useAccountSearch } from "./account-route";
import { ChangeEmail } from "./change-email";
import { ChangeNameDialog } from "./change-name-dialog";

/** /app/account and /manager/account: the signed-in person's own settings. */
export function AccountPage() {
  const [search, onSearch] = useAccountSearch();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const fresh = useFreshSession();
  const session = useSession();
  const { data: sessions } = useSuspenseQuery(mySessionsQuery);
  const revoke = useRevokeMySession();
  const [revokingOthers, setRevokingOthers] = useState(false);
  if (!session) return null;
  const { user } = session;

  const revokeOthers = async () => {
    setRevokingOthers(true);
    try {
      await orThrow(authClient.revokeOtherSessions());
      await queryClient.invalidateQueries({ queryKey: mySessionsQuery.queryKey });
      notify.success(t`Signed out on your other devices`);
    } catch (error) {
      notify.error(describeError(i18n, error));
    } finally {
      setRevokingOthers(false);
    }
  };

  const deleteAccount = async () => {
    try {
      if (!(await fresh.run(() => orThrow(authClient.deleteUser())))) return;
      await switchSession(queryClient);
      notify.success(t`Your account was deleted`);
      await navigate({ to: "/login" });
    } catch (error) {
      notify.error(describeError(i18n, error));
    }
  };

  return (
    <PageFrame title={t`Account`}>
      <Grid gridTemplateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Header>
            <HStack gap="4">
              <UserAvatar name={user.name} image={user.image} size="lg" />
              <Stack gap="1" minW="0">
                <Card.Title dir="auto">{user.name}</Card.Title>
                <Text color="fg.muted" dir="ltr" textAlign="start" truncate>
                  {user.email}
                </Text>
                <Badge variant="outline" alignSelf="flex-start">
                  {user.role === "admin" ? t`Admin` : t`User`}
                </Badge>
              </Stack>
            </HStack>
          </Card.Header>
          <Card.Footer>
            <Button variant="outline" onClick={() => onSearch({ state: "change-name" })}>
              <Pencil aria-hidden="true" />
              <Trans>Change name</Trans>
            </Button>
          </Card.Footer>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title>
              <Trans>Change email</Trans>
            </Card.Title>
            <Card.Description>
              <Trans>A code goes to the new address; nothing changes until you enter it.</Trans>
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <ChangeEmail newEmail={search.newEmail} onNewEmail={(newEmail) => onSearch({ newEmail })} />
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <HStack justifyContent="space-between" gap="3" flexWrap="wrap">
              <Card.Title>
                <Trans>Sessions</Trans>
              </Card.Title>
              {sessions.length > 1 && (
                <Button size="sm" variant="outline" loading={revokingOthers} onClick={revokeOthers}>
                  <Trans>Revoke other sessions</Trans>
                </Button>
              )}
            </HStack>
          </Card.Header>
          <Card.Body>
            <SessionList
              sessions={sessions}
              onRevoke={async (id) => {
                try {
                  await revoke.mutateAsync(id);
                  notify.success(t`Session ended`);
                } catch (error) {
                  notify.error(describeError(i18n, error));
                }
              }}
            />
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title>
              <Trans>Preferences</Trans>
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <HStack justifyContent="space-between">
                <Text>
                  <Trans>Language</Trans>
                </Text>
                <LanguageSwitcher />
              </HStack>
              <HStack justifyContent="space-between">
                <Text>
                  <Trans>Theme</Trans>
                </Text>
                <ThemeSwitcher />
              </HStack>
            </Stack>
          </Card.Body>
          <Card.Footer gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={signOut}>
              <LogOut aria-hidden="true" />
              <Trans>Sign out</Trans>
            </Button>
            <ConfirmDrawer
              trigger={
                <Button variant="outline" color="fg.error">
                  <Trash2 aria-hidden="true" />
                  <Trans>Delete account</Trans>
                </Button>
              }
              description={t`Your account, your sessions and your settings will be deleted for good.`}
              confirmLabel={t`Delete account`}
              onConfirm={deleteAccount}
            />
          </Card.Footer>
        </Card.Root>
      </Grid>
      <ChangeNameDialog
        open={search.state === "change-name"}
        name={user.name}
        onClose={() => onSearch({ state: "" })}
      />
      {fresh.dialog}
    </PageFrame>
  );
}
