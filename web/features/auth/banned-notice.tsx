import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Stack } from "styled-system/jsx";
import type { BanNotice as Ban } from "../../../worker/lib/api.schemas";
import * as Alert from "../../components/ui/alert";
import { dateFormat } from "../../lib/date-format";
import type { CodedError } from "../../lib/error-messages";
import { Card, ScreenTitle } from "./auth-layout";

export type { Ban };

/** The ban a refused sign-in names, if it was refused for one. */
export function banOf(error: (CodedError & { ban?: Ban }) | null | undefined): Ban | undefined {
  return error?.code === "BANNED_USER" ? error.ban : undefined;
}

/**
 * A sign-in refused for a ban (what the server says once the sign-in proved who it is,
 * worker/auth/ban-notice.ts): not a wrong code but a notice of its own, saying why and until
 * when, in the person's language and time zone. The screen's heading says the refusal.
 */
export function BannedNotice({ ban }: { ban: Ban }) {
  const { t, i18n } = useLingui();
  // An element, not text: Lingui reads a message's text values for tags once they are in, so
  // a reason typed with "<b>" in it would lose them, and its isolation with them.
  const reasonText = ban.reason && <bdi>{ban.reason}</bdi>;
  const until =
    ban.until && dateFormat(i18n.locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(ban.until));
  return (
    <Alert.Root status="error">
      <Alert.Content>
        <Alert.Description>
          <Stack gap="1">
            {reasonText && (
              <span>
                <Trans>Reason: {reasonText}</Trans>
              </span>
            )}
            <span>{until ? t`Until ${until}` : t`Until an administrator lifts it`}</span>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The sign-in card's content once a sign-in (by code or passkey) was refused for a ban: the
 * refusal as its heading, the notice, and `action` (another address, another way).
 */
export function BannedScreen({ ban, message, action }: { ban: Ban; message: string; action: ReactNode }) {
  return (
    <>
      <Card.Header>
        <ScreenTitle>{message}</ScreenTitle>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <BannedNotice ban={ban} />
          {action}
        </Stack>
      </Card.Body>
    </>
  );
}
