import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../components/ui/button";

/**
 * "Sign in with a passkey": `signIn` has the browser offer the passkeys it holds for this site
 * (web/features/auth/passkey-sign-in.ts, loaded with the click); the button waits with it.
 */
export function PasskeyButton({ signIn }: { signIn: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    void signIn().finally(() => setPending(false));
  };
  return (
    <Button variant="outline" width="full" loading={pending} onClick={start}>
      <Trans>Sign in with a passkey</Trans>
    </Button>
  );
}
