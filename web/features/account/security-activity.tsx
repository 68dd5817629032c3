import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { HStack, Stack } from "styled-system/jsx";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { dateFormat, prepareDateFormat } from "../../lib/date-format";
import { AUDIT_WHEN, actionLabel } from "../audit/audit-actions";
import { useSession } from "../auth/auth.queries";
import { myActivityQuery } from "./account.queries";

prepareDateFormat(AUDIT_WHEN);

/**
 * The person's own security events, newest first: what they did, and what others did to them
 * (by name). Drawn once the page is live, as the sessions are: its times are the person's own.
 */
export function SecurityActivityCard({ hydrated }: { hydrated: boolean }) {
  const { t, i18n } = useLingui();
  const me = useSession()?.user.id;
  const query = useInfiniteQuery({ ...myActivityQuery, enabled: hydrated });
  // Handed over with the page, but drawn once it is live, in the person's own time zone.
  const events = hydrated ? query.data?.pages.flatMap((page) => page.items) : undefined;
  const when = (value: string) => dateFormat(i18n.locale, AUDIT_WHEN).format(new Date(value));

  const list = () => {
    if (!events) {
      if (query.isError) {
        return (
          <Text color="fg.error" role="alert">
            <Trans>The list could not be loaded.</Trans>
          </Text>
        );
      }
      return <Skeleton height="32" aria-busy="true" aria-label={t`Loading`} />;
    }
    if (events.length === 0) {
      return (
        <Text color="fg.muted" role="status">
          <Trans>No Data</Trans>
        </Text>
      );
    }
    return (
      <Stack as="ul" gap="0" listStyle="none" divideY="1px" borderWidth="1px" borderRadius="l2">
        {events.map((event) => {
          const by = event.actor && event.actor.id !== me ? event.actor.name : undefined;
          // An administrator who acted as me is named: it was not me.
          const actingAsMe = event.impersonatorId ? (event.impersonator?.name ?? t`Deleted person`) : undefined;
          const where = [event.ip, event.browser].filter(Boolean).join(" · ");
          return (
            <Stack as="li" key={event.id} gap="0" p="3" data-testid="activity-event">
              <Text fontWeight="medium">
                {actionLabel(i18n, event.action)}
                {actingAsMe ? <bdi>{t` by ${actingAsMe}, acting as you`}</bdi> : by && <bdi>{t` by ${by}`}</bdi>}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
                {where && (
                  <>
                    {" · "}
                    <bdi>{where}</bdi>
                  </>
                )}
              </Text>
            </Stack>
          );
        })}
      </Stack>
    );
  };

  return (
    <Card.Root data-testid="security-activity">
      <Card.Header>
        <Card.Title>
          <Trans>Security activity</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>Sign-ins and changes to your account, newest first.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {list()}
          {events && query.hasNextPage && (
            <HStack>
              <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                <Trans>Load more</Trans>
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
