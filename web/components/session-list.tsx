import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentProps, type ReactNode, useState } from "react";
import { HStack } from "styled-system/jsx";
import type { z } from "zod";
import type { SessionSchema } from "../../worker/users/users.schemas";
import { dateFormat, prepareDateFormat } from "../lib/date-format";
import { Monitor } from "./icons";
import { ListRow, ListRows } from "./list-row";
import { RowsSkeleton } from "./rows-skeleton";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import * as Card from "./ui/card";
import { Text } from "./ui/text";

type Session = z.infer<typeof SessionSchema>;

/** "Chrome on Linux" from a user agent: enough to recognise a device, no library needed. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "?";
  const browser = ["Edg", "Firefox", "Chrome", "Safari"].find((name) => userAgent.includes(name)) ?? "";
  const system =
    ["Android", "iPhone", "iPad", "Windows", "Mac OS", "Linux"].find((name) => userAgent.includes(name)) ?? "";
  return [browser === "Edg" ? "Edge" : browser, system].filter(Boolean).join(" · ") || userAgent.slice(0, 40);
}

/**
 * A browser's row (a session, a trusted device): its name from its user agent, the whole
 * agent as its tooltip, and "This device" for the one asking.
 */
export function DeviceRow({
  userAgent,
  current,
  badges,
  ...row
}: Omit<ComponentProps<typeof ListRow>, "icon" | "title" | "titleText"> & {
  userAgent: string | null;
  current: boolean;
}) {
  return (
    <ListRow
      {...row}
      icon={<Monitor size={18} aria-hidden="true" />}
      title={deviceOf(userAgent)}
      titleText={userAgent ?? undefined}
      badges={
        <>
          {current && (
            <Badge size="sm">
              <Trans>This device</Trans>
            </Badge>
          )}
          {badges}
        </>
      }
    />
  );
}

interface SessionListProps {
  /** Not yet known: a drawn page not yet taken over, whose times are the visitor's own (their time zone). */
  sessions: Session[] | undefined;
  /** The read the sessions come from: its handed rows size the placeholder. */
  listKey: readonly unknown[];
  /** Ends one session; absent when the viewer may not. */
  onRevoke?: (id: string) => Promise<unknown>;
}

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
prepareDateFormat(WHEN);

/** Sessions by device, address and age; the current one is marked and cannot end itself here. */
function SessionList({ sessions, listKey, onRevoke }: SessionListProps) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<string>();
  const when = (value: string) => dateFormat(i18n.locale, WHEN).format(new Date(value));
  if (sessions === undefined) return <RowsSkeleton listKey={listKey} />;
  if (sessions.length === 0) {
    return (
      <Text color="fg.muted" role="status">
        <Trans>No active sessions.</Trans>
      </Text>
    );
  }
  return (
    <ListRows>
      {sessions.map((session) => (
        <DeviceRow
          key={session.id}
          userAgent={session.userAgent}
          current={session.current}
          badges={
            session.impersonatedBy && (
              <Badge size="sm" variant="outline">
                <Trans>Impersonation</Trans>
              </Badge>
            )
          }
          details={[t`Signed in ${when(session.createdAt)}`, session.ipAddress || t`unknown address`]}
          actions={
            onRevoke &&
            !session.current && (
              <Button
                size="sm"
                variant="outline"
                loading={pending === session.id}
                onClick={async () => {
                  setPending(session.id);
                  try {
                    await onRevoke(session.id);
                  } finally {
                    setPending(undefined);
                  }
                }}
              >
                <Trans>Revoke</Trans>
              </Button>
            )
          }
        />
      ))}
    </ListRows>
  );
}

/** The "Sessions" card of the account and user screens; `action` sits beside its title. */
export function SessionsCard({ action, ...list }: SessionListProps & { action?: ReactNode }) {
  return (
    <Card.Root data-testid="sessions">
      <Card.Header>
        {/* As tall as its action's button, which comes once live when there is more than one session. */}
        <HStack justifyContent="space-between" gap="3" flexWrap="wrap" minH="8">
          <Card.Title>
            <Trans>Sessions</Trans>
          </Card.Title>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>
        <SessionList {...list} />
      </Card.Body>
    </Card.Root>
  );
}
