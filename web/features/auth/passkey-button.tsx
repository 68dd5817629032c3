import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/error-messages";
import { switchSession } from "./auth.queries";

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this site, and the
 * sign-in goes where a code's would (`redirect`, else the person's area, onboarding first when
 * the area asks). WebAuthn's code and better-auth's client load with the click.
 */
export function PasskeyButton({ redirect, onError }: { redirect: string; onError: (message?: string) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signIn = async () => {
    setPending(true);
    onError(undefined);
    // The role rules that pick the area come with the click too: the sign-in screen's first
    // paint carries none of them (docs/decisions/0012).
    const [{ signInWithPasskey }, { redirectTarget }] = await Promise.all([
      import("../../lib/passkeys"),
      import("./redirect-target"),
    ]);
    const { error, role } = await signInWithPasskey();
    if (error) {
      setPending(false);
      return onError(errorMessage(i18n, error));
    }
    await switchSession(queryClient);
    await navigate({ href: redirectTarget(redirect, role) });
  };

  return (
    <Button variant="outline" width="full" loading={pending} onClick={() => void signIn()}>
      <Trans>Sign in with a passkey</Trans>
    </Button>
  );
}
