import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Stack } from "styled-system/jsx";
import { GitHubIcon } from "../../components/github-icon";
import { Button } from "../../components/ui/button";
import { Text } from "../../components/ui/text";

/** Always shown (spec); disabled with the reason when GitHub is not configured. */
export function GitHubButton({ enabled, callbackURL }: { enabled: boolean; callbackURL: string }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);

  const signIn = async () => {
    setPending(true);
    const { authClient } = await import("../../lib/auth-client");
    const { error } = await authClient.signIn.social({
      provider: "github",
      callbackURL,
      newUserCallbackURL: callbackURL,
      errorCallbackURL: "/login/error",
    });
    // On success the browser is already leaving for GitHub.
    if (error) window.location.assign("/login/error?error=unknown_error");
  };

  return (
    <Stack gap="1.5">
      <Button
        variant="outline"
        width="full"
        disabled={!enabled}
        loading={pending}
        onClick={signIn}
        aria-describedby={enabled ? undefined : "github-unavailable"}
      >
        <GitHubIcon />
        <Trans>Continue with GitHub</Trans>
      </Button>
      {!enabled && (
        <Text id="github-unavailable" fontSize="xs" color="fg.muted" textAlign="center">
          {t`GitHub sign-in is not configured on this server.`}
        </Text>
      )}
    </Stack>
  );
}
