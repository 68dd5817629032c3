import { useLingui } from "@lingui/react/macro";
import { Box, HStack, Stack } from "styled-system/jsx";
import * as Card from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import type { Dashboard } from "./dashboard.queries";

type Activity = Dashboard["activity"];
type ProductEvent = Activity["counts"][number]["event"];

/** Each event's line, in the order a manager reads them; a sign-in's methods under it. */
function useEventLabels(): Record<ProductEvent, string> {
  const { t } = useLingui();
  return {
    sign_in: t`Sign-ins`,
    "user.create": t`New accounts`,
    "sign_in.failed": t`Failed sign-ins`,
    "book.create": t`Books added`,
    "invitation.create": t`Invitations sent`,
    "invitation.accepted": t`Invitations accepted`,
    "file.upload": t`Pictures uploaded`,
  };
}

function useMethodLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    code: t`Code by email`,
    passkey: t`Passkey`,
    github: t`GitHub`,
    second_factor: t`Authenticator app`,
    recovery_code: t`Recovery code`,
  };
}

/**
 * How often people did what, the last 30 days, and where the figures come from: Analytics
 * Engine where the deployment reads it, the database otherwise (worker/dashboard/activity.ts).
 */
export function ActivityCard({ activity }: { activity?: Activity }) {
  const { t, i18n } = useLingui();
  const labels = useEventLabels();
  const methods = useMethodLabels();
  const total = (event: ProductEvent) =>
    activity?.counts.filter((entry) => entry.event === event).reduce((sum, entry) => sum + entry.count, 0) ?? 0;
  const signInMethods = (activity?.counts ?? []).filter((entry) => entry.event === "sign_in" && entry.detail);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t`Activity, last 30 days`}</Card.Title>
        <Card.Description>
          {/* Until the figures come, a space holds the line's place. */}
          {activity === undefined
            ? "\u00a0"
            : activity.source === "analytics-engine"
              ? t`Source: Workers Analytics Engine`
              : t`Source: the database`}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {(Object.keys(labels) as ProductEvent[]).map((event) => (
            <Box key={event}>
              <HStack justifyContent="space-between" gap="4">
                <Text color="fg.muted" minWidth="0" overflowWrap="anywhere">
                  {labels[event]}
                </Text>
                {activity === undefined ? (
                  <Skeleton height="1lh" width="8" />
                ) : (
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {i18n.number(total(event))}
                  </Text>
                )}
              </HStack>
              {event === "sign_in" && signInMethods.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {signInMethods
                    .map((entry) => `${methods[entry.detail] ?? entry.detail} ${i18n.number(entry.count)}`)
                    .join(" · ")}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
