import { Trans, useLingui } from "@lingui/react/macro";
import { Stack } from "styled-system/jsx";
import * as Alert from "../../components/ui/alert";
import { dateFormat } from "../../lib/date-format";
import type { CodedError } from "../../lib/error-messages";

/** What the server says of a ban once a sign-in proved who is signing in (worker/auth/ban-notice.ts). */
export interface Ban {
  reason: string | null;
  until: string | null;
}

/** The ban a refused sign-in names, if it was refused for one. */
export function banOf(error: (CodedError & { ban?: Ban }) | null | undefined): Ban | undefined {
  return error?.code === "BANNED_USER" ? error.ban : undefined;
}

/**
 * A sign-in refused for a ban: not a wrong code but a notice of its own, saying why and until
 * when, in the person's language and time zone; `title`, the refusal's own message, where the
 * screen does not say it already.
 */
export function BannedNotice({ ban, title }: { ban: Ban; title?: string }) {
  const { t, i18n } = useLingui();
  const { reason } = ban;
  const until =
    ban.until && dateFormat(i18n.locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(ban.until));
  return (
    <Alert.Root status="error">
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>
          <Stack gap="1">
            {reason && (
              <span>
                <Trans>
                  Reason: <bdi>{reason}</bdi>
                </Trans>
              </span>
            )}
            <span>{until ? t`Until ${until}` : t`Until an administrator lifts it`}</span>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
