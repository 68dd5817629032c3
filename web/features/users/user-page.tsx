import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Grid, HStack, Stack } from "styled-system/jsx";
import { longDateOf } from "../../../worker/spa/slots.shared";
import type { User } from "../../../worker/users/users.schemas";
import { userReads } from "../../../worker/users/users.screens";
import { BackButton } from "../../components/back-button";
import { ConfirmDelete } from "../../components/confirm-delete";
import { EmailAddress } from "../../components/email-address";
import { Drama, LogOut, Pencil, ShieldCheck, ShieldOff } from "../../components/icons";
import { RecordFrame } from "../../components/record-frame";
import { SessionsCard } from "../../components/session-list";
import { useAttempt } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { dateFormat } from "../../lib/date-format";
import { PersonApiKeysCard } from "../api-keys/api-keys-card";
import { switchSession, useSession } from "../auth/auth.queries";
import { useCan } from "../auth/use-can";
import { useFreshSession } from "../auth/use-fresh-session";
import { BanDialog } from "./ban-dialog";
import {
  useDeleteUser,
  useImpersonateUser,
  useResetSecondFactor,
  useRevokeUserSession,
  useRevokeUserSessions,
  userQuery,
  userSessionsQuery,
  useUnbanUser,
} from "./users.queries";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Stack>
  );
}

/** What an administrator may do to a person, once the page is live. */
function UserActions({ person }: { person: User }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = person.id;
  const isMe = useSession()?.user.id === id;
  const can = {
    update: useCan({ user: ["update"] }),
    ban: useCan({ user: ["ban"] }),
    remove: useCan({ user: ["delete"] }),
    impersonate: useCan({ user: ["impersonate"] }),
    resetSecondFactor: useCan({ user: ["reset-second-factor"] }),
  };
  const attempt = useAttempt();
  const fresh = useFreshSession();
  const resetSecondFactor = useResetSecondFactor(id);
  const remove = useDeleteUser();
  const unban = useUnbanUser(id);
  const impersonate = useImpersonateUser();
  const name = person.name || person.email;
  return (
    <>
      {can.update && (
        <Button asChild variant="outline">
          <Link to="/manager/users/$id/update" params={{ id }}>
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Link>
        </Button>
      )}
      {can.impersonate && !isMe && person.role !== "admin" && !person.banned && (
        <Button
          variant="outline"
          loading={impersonate.isPending}
          onClick={() =>
            attempt(async () => {
              await impersonate.mutateAsync(id);
              await switchSession(queryClient);
              await navigate({ to: "/app" });
            }, t`You are now acting as ${name}`)
          }
        >
          <Drama aria-hidden="true" />
          <Trans>Impersonate</Trans>
        </Button>
      )}
      {can.ban &&
        !isMe &&
        (person.banned ? (
          <Button
            variant="outline"
            loading={unban.isPending}
            onClick={() => attempt(() => unban.mutateAsync(undefined), t`Ban lifted`)}
          >
            <ShieldCheck aria-hidden="true" />
            <Trans>Unban</Trans>
          </Button>
        ) : (
          <BanDialog userId={id} name={name} />
        ))}
      {can.resetSecondFactor && person.twoFactorEnabled && (
        <ConfirmDelete
          label={t`Reset two-step sign-in`}
          icon={<ShieldOff aria-hidden="true" />}
          description={t`${name} will sign in with an emailed code alone until they turn two-step sign-in on again. They are told by email.`}
          onConfirm={() =>
            attempt(() => fresh.run(() => resetSecondFactor.mutateAsync(undefined)), t`Two-step sign-in reset`)
          }
        />
      )}
      {fresh.dialog}
      {can.remove && !isMe && (
        <ConfirmDelete
          label={t`Delete`}
          description={t`${name} and their sessions will be deleted for good.`}
          onConfirm={() =>
            attempt(async () => {
              await remove.mutateAsync(id);
              await navigate({ to: "/manager/users" });
            }, t`User deleted`)
          }
        />
      )}
    </>
  );
}

/** A person's card, sessions and API keys. */
function UserDetails({ person }: { person: User }) {
  const { t, i18n } = useLingui();
  const id = person.id;
  const { data: sessions } = useSuspenseQuery(userSessionsQuery(id));
  const canRevoke = useCan({ session: ["revoke"] });
  const attempt = useAttempt();
  const revoke = useRevokeUserSession(id);
  const revokeAll = useRevokeUserSessions(id);
  const name = person.name || person.email;
  // A moment: the end of the day the admin chose, in their zone (ban-dialog.tsx).
  const date = (value: string) => dateFormat(i18n.locale, { dateStyle: "long" }).format(new Date(value));
  return (
    <Grid gridTemplateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="6" alignItems="start">
      <Card.Root>
        <Card.Header>
          <HStack gap="4">
            <UserAvatar name={name} image={person.image} size="lg" />
            <Stack gap="1">
              <Card.Title dir="auto">{name}</Card.Title>
              <HStack gap="2">
                <Badge variant="outline">{person.role === "admin" ? t`Admin` : t`User`}</Badge>
                {person.banned && (
                  <Badge variant="solid" colorPalette="danger">
                    <Trans>Banned</Trans>
                  </Badge>
                )}
              </HStack>
            </Stack>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack as="dl" gap="4">
            <Fact label={t`Email`}>
              <EmailAddress email={person.email} />
            </Fact>
            <Fact label={t`Member since`}>{longDateOf(person.createdAt, i18n.locale)}</Fact>
            <Fact label={t`Two-step sign-in`}>{person.twoFactorEnabled ? t`On` : t`Off`}</Fact>
            {person.banned && (
              <>
                <Fact label={t`Ban reason`}>{person.banReason || t`None given`}</Fact>
                <Fact label={t`Banned until`}>{person.banExpires ? date(person.banExpires) : t`Until lifted`}</Fact>
              </>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <SessionsCard
        sessions={sessions}
        listKey={userSessionsQuery(id).queryKey}
        onRevoke={canRevoke ? (sessionId) => attempt(() => revoke.mutateAsync(sessionId), t`Session ended`) : undefined}
        action={
          canRevoke &&
          sessions.length > 0 && (
            <Button
              size="sm"
              variant="outline"
              loading={revokeAll.isPending}
              onClick={() => attempt(() => revokeAll.mutateAsync(undefined), t`All sessions ended`)}
            >
              <LogOut aria-hidden="true" />
              <Trans>Revoke all</Trans>
            </Button>
          )
        }
      />
      <PersonApiKeysCard id={id} />
    </Grid>
  );
}

/** /manager/users/{id}: a person, their sessions, and what an administrator may do. */
export function UserPage({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <RecordFrame
      read={userReads.detail(id)}
      query={userQuery(id)}
      back={<BackButton to="/manager/users" label={t`Users`} />}
      actions={(person) => <UserActions person={person} />}
    >
      {(person) => <UserDetails person={person} />}
    </RecordFrame>
  );
}
