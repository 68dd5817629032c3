import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { lazy, useState } from "react";
import { Grid, HStack, Stack, styled } from "styled-system/jsx";
import { ConfirmDelete } from "../../components/confirm-delete";
import { DialogOnDemand } from "../../components/dialog-on-demand";
import { EmailAddress } from "../../components/email-address";
import { ImageUp, LogOut, Pencil, Trash2 } from "../../components/icons";
import { LanguageSwitcher } from "../../components/language-switcher";
import { Live } from "../../components/live";
import { PageFrame } from "../../components/page-frame";
import { SessionsCard } from "../../components/session-list";
import { ThemeSwitcher } from "../../components/theme-switcher";
import { useAttempt } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import * as FileUpload from "../../components/ui/file-upload";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { useHydratedSoon } from "../../lib/hydrated-soon";
import { MyApiKeysCard } from "../api-keys/api-keys-card";
import { refreshSession, type Session, switchSession, useSession } from "../auth/auth.queries";
import { orThrow, useFreshSession } from "../auth/use-fresh-session";
import { useSignOut } from "../auth/use-sign-out";
import { PICTURE_ACCEPT, usePictureUpload } from "../files/use-picture-upload";
import { hasRole } from "../organizations/organization-roles";
import { myOrganizationsQuery } from "../organizations/organizations.queries";
import { mySessionsQuery, refreshMyAccount, useRevokeMySession } from "./account.queries";
import { useAccountSearch } from "./account-route";
import { ChangeEmail } from "./change-email";
import { DataExportCard } from "./data-export-card";
import { PasskeysCard } from "./passkeys-card";
import { SecondFactorCard } from "./second-factor-card";
import { SecurityActivityCard } from "./security-activity";

// A form of its own (TanStack Form, the code's cells): the drawn page shows it while its code
// loads, and React takes it over once it has (decision 0030).

// Opened by `?state=change-name`: its form and dialog load then, not with the screen.
const ChangeNameDialog = lazy(() =>
  import("./change-name-dialog").then(({ ChangeNameDialog }) => ({ default: ChangeNameDialog })),
);

/**
 * The person's card: picture, name, address and role; without them, their places, line for
 * line. A new picture shows at once and is theirs once uploaded (worker/files).
 */
function PersonCard({ user, onChangeName }: { user?: Session["user"]; onChangeName: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const attempt = useAttempt();
  const setPicture = async (image: string | null) => {
    await orThrow((await loadAuthClient()).updateUser({ image }));
    await refreshSession(queryClient);
  };
  const picture = usePictureUpload("avatars", (url) =>
    attempt(() => setPicture(url), t`Picture changed`).then(() => undefined),
  );
  return (
    <Card.Root>
      <Card.Header>
        {user ? (
          <HStack gap="4">
            <UserAvatar name={user.name} image={picture.preview ?? user.image} size="lg" />
            <Stack gap="1" minW="0">
              <Card.Title dir="auto">{user.name}</Card.Title>
              {/* Whole, even when long: it is the address their codes go to. */}
              <Text color="fg.muted">
                <EmailAddress email={user.email} />
              </Text>
              <Badge variant="outline" alignSelf="flex-start">
                {user.role === "admin" ? t`Admin` : t`User`}
              </Badge>
            </Stack>
          </HStack>
        ) : (
          <HStack gap="4" aria-busy="true" aria-label={t`Loading`}>
            <Skeleton width="16" height="16" borderRadius="full" flexShrink={0} />
            <Stack gap="1" flex="1">
              <Skeleton height="1lh" width="40" />
              <Skeleton height="1lh" width="56" />
              <Skeleton height="1lh" width="14" />
            </Stack>
          </HStack>
        )}
      </Card.Header>
      <Card.Footer gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onChangeName}>
          <Pencil aria-hidden="true" />
          <Trans>Change name</Trans>
        </Button>
        <FileUpload.Root
          maxFiles={1}
          accept={PICTURE_ACCEPT}
          width="auto"
          disabled={!user || picture.uploading}
          onFileAccept={({ files: [file] }) => file && picture.upload(file)}
          onFileReject={picture.refused}
        >
          <FileUpload.Trigger asChild>
            <Button variant="outline" loading={picture.uploading}>
              <ImageUp aria-hidden="true" />
              <Trans>Change picture</Trans>
            </Button>
          </FileUpload.Trigger>
          <FileUpload.HiddenInput data-testid="avatars-file" />
        </FileUpload.Root>
        {user?.image && (
          <Button
            variant="outline"
            disabled={picture.uploading}
            onClick={() => attempt(() => setPicture(null), t`Picture removed`)}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Remove picture</Trans>
          </Button>
        )}
        {picture.error && (
          <Text role="alert" color="fg.error" textStyle="sm" width="full">
            {picture.error}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** My sessions, in my own time zone once the page is live, and signing out the others. */
function MySessions({ hydrated }: { hydrated: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const attempt = useAttempt();
  const revoke = useRevokeMySession();
  const { data: sessions = [] } = useQuery({ ...mySessionsQuery, enabled: hydrated });
  const [revokingOthers, setRevokingOthers] = useState(false);
  const revokeOthers = async () => {
    setRevokingOthers(true);
    await attempt(async () => {
      await orThrow((await loadAuthClient()).revokeOtherSessions());
      await refreshMyAccount(queryClient, mySessionsQuery.queryKey);
    }, t`Signed out on your other devices`);
    setRevokingOthers(false);
  };
  return (
    <SessionsCard
      sessions={hydrated ? sessions : undefined}
      listKey={mySessionsQuery.queryKey}
      onRevoke={(id) => attempt(() => revoke.mutateAsync(id), t`Session ended`)}
      action={
        hydrated &&
        sessions.length > 1 && (
          // Its words from `sm` only: beside the title on a phone's line, in every language.
          <Button
            size="sm"
            variant="outline"
            loading={revokingOthers}
            onClick={revokeOthers}
            aria-label={t`Revoke other sessions`}
          >
            <LogOut aria-hidden="true" />
            <styled.span hideBelow="sm">
              <Trans>Revoke other sessions</Trans>
            </styled.span>
          </Button>
        )
      }
    />
  );
}

/**
 * What deleting the account does to the person's organizations, said before the click: the
 * server refuses it while they are the only owner of one that others belong to
 * (ONLY_OWNER_OF_AN_ORGANIZATION), and one they are alone in goes with them. Names are set
 * apart in their own direction. Asked for once the person asks to delete: the screen arrives
 * with everything else it shows (docs/drawn-screens.md).
 */
function useDeletionNote(asked: boolean): string[] {
  const { t, i18n } = useLingui();
  const { data: organizations = [] } = useQuery({ ...myOrganizationsQuery, enabled: asked });
  const names = (list: typeof organizations) =>
    new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(list.map(({ name }) => `\u2068${name}\u2069`));
  const held = organizations.filter((it) => it.members > 1 && it.owners === 1 && hasRole(it.role, "owner"));
  const alone = organizations.filter((it) => it.members === 1);
  const note: string[] = [];
  if (held.length > 0) {
    const organizationNames = names(held);
    note.push(t`Before deleting it, make another member an owner of, or delete: ${organizationNames}.`);
  }
  if (alone.length > 0) {
    const organizationNames = names(alone);
    note.push(t`Deleted with your account, as nobody else belongs to them: ${organizationNames}.`);
  }
  return note;
}

/** /app/account and /manager/account: the signed-in person's own settings. */
export function AccountPage() {
  const [search, onSearch] = useAccountSearch();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const fresh = useFreshSession();
  const session = useSession();
  // The page arrives drawn with its forms and settings (docs/drawn-screens.md); the person's
  // card, and their sessions and activity in their own time zone, come once it is live.
  const hydrated = useHydratedSoon();
  const attempt = useAttempt();
  const [askedToDelete, setAskedToDelete] = useState(false);
  const deletion = useDeletionNote(askedToDelete);
  if (!session) return null;
  const { user } = session;

  const deleteAccount = () =>
    attempt(async () => {
      if (!(await fresh.run(async () => orThrow((await loadAuthClient()).deleteUser())))) return false;
      await switchSession(queryClient);
      await navigate({ to: "/login" });
    }, t`Your account was deleted`);

  return (
    <PageFrame title={t`Account`}>
      <Grid gridTemplateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="6" alignItems="start">
        <Live fallback={<PersonCard onChangeName={() => undefined} />}>
          {() => <PersonCard user={user} onChangeName={() => onSearch({ state: "change-name" })} />}
        </Live>

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

        <MySessions hydrated={hydrated} />

        <PasskeysCard hydrated={hydrated} fresh={fresh} />

        <SecondFactorCard fresh={fresh} />

        <MyApiKeysCard hydrated={hydrated} fresh={fresh} />

        <DataExportCard />

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
            <ConfirmDelete
              label={t`Delete account`}
              description={[
                t`Your account, your sessions and your settings will be deleted for good.`,
                ...deletion,
              ].join(" ")}
              typeToConfirm={user.email}
              onOpen={() => setAskedToDelete(true)}
              onConfirm={deleteAccount}
            />
          </Card.Footer>
        </Card.Root>

        {/* Last: it grows as its events arrive, and nothing sits below it to move. */}
        <SecurityActivityCard hydrated={hydrated} />
      </Grid>
      <DialogOnDemand open={search.state === "change-name"}>
        {(shown) => <ChangeNameDialog open={shown} name={user.name} onClose={() => onSearch({ state: "" })} />}
      </DialogOnDemand>
      {fresh.dialog}
    </PageFrame>
  );
}
