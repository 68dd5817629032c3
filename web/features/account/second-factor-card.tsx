import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { HStack, Stack } from "styled-system/jsx";
import { ConfirmDelete } from "../../components/confirm-delete";
import { DialogOnDemand } from "../../components/dialog-on-demand";
import { KeyRound, ShieldCheck, ShieldOff } from "../../components/icons";
import { ListRows } from "../../components/list-row";
import { RowsSkeleton } from "../../components/rows-skeleton";
import { DeviceRow } from "../../components/session-list";
import { useAttempt } from "../../components/toaster";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import * as Card from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Text } from "../../components/ui/text";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { dateFormat } from "../../lib/date-format";
import { useHydratedSoon } from "../../lib/hydrated-soon";
import { refreshSession, useSession } from "../auth/auth.queries";
import { orThrow, type useFreshSession } from "../auth/use-fresh-session";
import { myTrustedDevicesQuery, useEndMyTrustedDevice } from "./account.queries";
import type { Shown } from "./second-factor-dialog";

// The set-up's dialog (its QR code, code input and recovery codes) loads when asked for.
const SecondFactorDialog = lazy(() =>
  import("./second-factor-dialog").then(({ SecondFactorDialog }) => ({ default: SecondFactorDialog })),
);

/**
 * Two-step sign-in on the account: turn authenticator codes on (a QR code, confirmed by a
 * first code, then ten recovery codes shown once), get new recovery codes, or turn it off.
 * Each needs a sign-in from the last 10 minutes: `fresh`, the screen's `useFreshSession`.
 */
export function SecondFactorCard({ fresh }: { fresh: ReturnType<typeof useFreshSession> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const session = useSession();
  const attempt = useAttempt();
  const [shown, setShown] = useState<Shown>();
  // The build draws this page for nobody: whether it is on comes once live, in a body of the same size.
  const live = useHydratedSoon();
  const on = Boolean((session?.user as { twoFactorEnabled?: boolean | null } | undefined)?.twoFactorEnabled);

  /** Runs a change of the second factor with a fresh sign-in; its answer, or undefined if the person gave up. */
  const freshly = async <T,>(change: () => Promise<T>): Promise<T | undefined> => {
    let answer: T | undefined;
    const done = await fresh.run(async () => {
      answer = await change();
    });
    return done ? answer : undefined;
  };

  // One set-up at a time: a second click while the first is asked would make another secret.
  const [starting, setStarting] = useState(false);
  const turnOn = () =>
    attempt(async () => {
      if (starting) return false;
      setStarting(true);
      try {
        const enabled = await freshly(async () => (await orThrow((await loadAuthClient()).twoFactor.enable({}))).data);
        if (enabled && "totpURI" in enabled) setShown({ totpURI: enabled.totpURI, recoveryCodes: enabled.backupCodes });
      } finally {
        setStarting(false);
      }
      return false;
    }, "");
  const renewCodes = () =>
    attempt(async () => {
      const renewed = await freshly(
        async () => (await orThrow((await loadAuthClient()).twoFactor.generateBackupCodes({}))).data,
      );
      if (renewed) setShown({ recoveryCodes: renewed.backupCodes });
      return false;
    }, "");

  const turnOff = () =>
    attempt(async () => {
      const off = await freshly(async () => orThrow((await loadAuthClient()).twoFactor.disable({})));
      if (!off) return false;
      await refreshSession(queryClient);
      return true;
    }, t`Two-step sign-in is off`);

  return (
    <Card.Root data-testid="second-factor" id="two-step-sign-in">
      <Card.Header>
        <HStack justifyContent="space-between" gap="3" flexWrap="wrap">
          <Card.Title>
            <Trans>Two-step sign-in</Trans>
          </Card.Title>
          {live &&
            (on ? (
              <Badge colorPalette="green">
                <ShieldCheck aria-hidden="true" />
                <Trans>On</Trans>
              </Badge>
            ) : (
              <Badge variant="outline">
                <Trans>Off</Trans>
              </Badge>
            ))}
        </HStack>
        <Card.Description>
          <Trans>
            After your emailed code or GitHub, ask for a code from an authenticator app, so that your inbox alone cannot
            open your account.
          </Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {!live ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="5" />
            <Skeleton height="10" width="40" />
          </Stack>
        ) : on ? (
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              <Trans>Lost your phone? Sign in with one of your recovery codes. Each works once.</Trans>
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={() => void renewCodes()}>
                <KeyRound aria-hidden="true" />
                <Trans>New recovery codes</Trans>
              </Button>
              <ConfirmDelete
                label={t`Turn off`}
                icon={<ShieldOff aria-hidden="true" />}
                description={t`Signing in will ask only for your emailed code or GitHub again.`}
                onConfirm={turnOff}
              />
            </HStack>
            <TrustedDevices />
          </Stack>
        ) : (
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              <Trans>Off: your emailed code or GitHub alone signs you in.</Trans>
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button loading={starting} onClick={() => void turnOn()}>
                <ShieldCheck aria-hidden="true" />
                <Trans>Turn on</Trans>
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
      <DialogOnDemand open={shown !== undefined}>
        {(open) =>
          shown && (
            <SecondFactorDialog
              open={open}
              shown={shown}
              onClose={() => {
                setShown(undefined);
                void refreshSession(queryClient);
              }}
            />
          )
        }
      </DialogOnDemand>
    </Card.Root>
  );
}

/** The browsers that skip the second step, each with its end; listed once two-step sign-in is on. */
function TrustedDevices() {
  const { t, i18n } = useLingui();
  const attempt = useAttempt();
  const { data: devices } = useQuery(myTrustedDevicesQuery);
  const end = useEndMyTrustedDevice();
  const date = (value: string) => dateFormat(i18n.locale, { dateStyle: "medium" }).format(new Date(value));
  return (
    <Stack gap="2" data-testid="trusted-devices">
      <Text fontWeight="medium">
        <Trans>Trusted devices</Trans>
      </Text>
      {devices === undefined ? (
        <RowsSkeleton listKey={myTrustedDevicesQuery.queryKey} />
      ) : devices.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          <Trans>No device skips the second step.</Trans>
        </Text>
      ) : (
        <ListRows>
          {devices.map((device) => (
            <DeviceRow
              key={device.id}
              userAgent={device.userAgent}
              current={device.current}
              details={[t`Trusted ${date(device.trustedAt)}`, t`Until ${date(device.expiresAt)}`]}
              actions={
                <Button
                  size="sm"
                  variant="outline"
                  loading={end.isPending && end.variables === device.id}
                  onClick={() =>
                    attempt(() => end.mutateAsync(device.id), t`This device will answer the second step again`)
                  }
                >
                  <Trans>End</Trans>
                </Button>
              }
            />
          ))}
        </ListRows>
      )}
    </Stack>
  );
}
