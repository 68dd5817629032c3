import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { Center, HStack, Stack } from "styled-system/jsx";
import { ErrorScreen } from "../../components/error-screen";
import { Check, LogOut, X } from "../../components/icons";
import { Live } from "../../components/live";
import { usePageTitle } from "../../components/page-title";
import { useAttempt } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { UserAvatar } from "../../components/user-avatar";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { dateFormat } from "../../lib/date-format";
import { errorCode } from "../../lib/error-messages";
import { switchSession, useSession } from "../auth/auth.queries";
import { InvitedYou } from "../auth/invited-you";
import { invitationQuery, useAcceptInvitation, useRejectInvitation } from "./organizations.queries";

/** Someone else's invitation: say so, and offer to sign in with the address it went to. */
function NotForMe() {
  const { t } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { href } = useLocation();
  const email = session?.user.email ?? "";
  usePageTitle(t`This invitation is for someone else`);
  return (
    <ErrorScreen
      title={t`This invitation is for someone else`}
      description={
        <Trans>
          It was sent to another email address than yours (<bdi>{email}</bdi>). Sign in with the address it was sent to,
          then open the link again.
        </Trans>
      }
      actions={
        <Button
          variant="outline"
          onClick={async () => {
            await (await loadAuthClient()).signOut();
            await switchSession(queryClient);
            await navigate({ to: "/login", search: { redirect: href } });
          }}
        >
          <LogOut aria-hidden="true" />
          <Trans>Sign in with another address</Trans>
        </Button>
      }
    />
  );
}

/** The expiry of an invitation still open, in my own time zone. */
function Expiry({ expiresAt }: { expiresAt: string }) {
  const { i18n } = useLingui();
  const expires = dateFormat(i18n.locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(expiresAt));
  return (
    <Text color="fg.muted">
      <Trans>This invitation expires on {expires}.</Trans>
    </Text>
  );
}

/** The invitation's place while it loads. */
function InvitationSkeleton() {
  const { t } = useLingui();
  return (
    <Center py="8">
      <Stack gap="3" w="full" maxW="lg" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton height="8" />
        <Skeleton height="24" />
      </Stack>
    </Center>
  );
}

/**
 * /app/invitations/{id}: the organization, who invited me and as what, with Accept and Decline;
 * once the page is live, as what it says depends on its state and my time zone.
 */
export function InvitationPage({ id }: { id: string }) {
  return <Live fallback={<InvitationSkeleton />}>{() => <Invitation id={id} />}</Live>;
}

function Invitation({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const attempt = useAttempt();
  const invitation = useQuery(invitationQuery(id));
  const acceptInvitation = useAcceptInvitation();
  const rejectInvitation = useRejectInvitation();
  usePageTitle(invitation.data ? t`Invitation to ${invitation.data.organization.name}` : t`Invitation`);

  if (invitation.isPending) return <InvitationSkeleton />;
  if (invitation.isError) {
    const code = errorCode(invitation.error);
    if (code === "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION") return <NotForMe />;
    if (code === "NOT_FOUND" || code === "VALIDATION_ERROR")
      return (
        <ErrorScreen
          code="404"
          title={t`This invitation does not exist`}
          description={t`Check the link in the email, or ask for a new invitation.`}
        />
      );
    return (
      <ErrorScreen
        title={t`The invitation could not be loaded.`}
        actions={
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }

  const { organization, inviter, status } = invitation.data;
  const inviterName = inviter.name || inviter.email;
  const state = {
    pending: null,
    accepted: t`You have accepted this invitation.`,
    rejected: t`You have declined this invitation.`,
    canceled: t`This invitation was cancelled. Ask ${inviterName} for a new one if you still want to join.`,
    expired: t`This invitation has expired. Ask ${inviterName} to send it again.`,
  }[status];

  return (
    <Center py={{ base: "2", md: "8" }}>
      <Card.Root w="full" maxW="lg">
        <Card.Header>
          <HStack gap="4">
            <UserAvatar name={organization.name} image={organization.logo} size="lg" />
            <Stack gap="1" minW="0">
              <Text fontSize="sm" color="fg.muted">
                <Trans>Invitation</Trans>
              </Text>
              <Card.Title as="h1" dir="auto" overflowWrap="anywhere">
                {organization.name}
              </Card.Title>
            </Stack>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            <Text overflowWrap="anywhere">
              <InvitedYou invitation={invitation.data} />
            </Text>
            {state ? (
              <Text role="status" fontWeight="semibold">
                {state}
              </Text>
            ) : (
              <Expiry expiresAt={invitation.data.expiresAt} />
            )}
          </Stack>
        </Card.Body>
        <Card.Footer>
          <HStack gap="3" justifyContent="flex-end" flexWrap="wrap" w="full">
            {status === "pending" ? (
              <>
                <Button
                  variant="outline"
                  loading={rejectInvitation.isPending}
                  onClick={() => attempt(() => rejectInvitation.mutateAsync(id), t`Invitation declined`)}
                >
                  <X aria-hidden="true" />
                  <Trans>Decline</Trans>
                </Button>
                <Button
                  loading={acceptInvitation.isPending}
                  onClick={() =>
                    attempt(async () => {
                      await acceptInvitation.mutateAsync(id);
                      await navigate({ to: "/app/organizations/$slug", params: { slug: organization.slug } });
                    }, t`You joined ${organization.name}`)
                  }
                >
                  <Check aria-hidden="true" />
                  <Trans>Accept</Trans>
                </Button>
              </>
            ) : status === "accepted" ? (
              <Button asChild>
                <Link to="/app/organizations/$slug" params={{ slug: organization.slug }}>
                  {t`Open ${organization.name}`}
                </Link>
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to="/app/organizations">
                  <Trans>Your organizations</Trans>
                </Link>
              </Button>
            )}
          </HStack>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
