import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import type { SignInContext } from "./passkey-sign-in";

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this site
 * (web/features/auth/passkey-sign-in.ts, loaded with the click).
 */
export function PasskeyButton({ signIn, onStart }: { signIn: SignInContext; onStart: () => void }) {
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    onStart();
    const { signInWithButton } = await import("./passkey-sign-in");
    const onError = (message: string) => {
      setPending(false);
      signIn.onError(message);
    };
    await signInWithButton({ ...signIn, onError });
  };

  return (
    <Button variant="outline" width="full" loading={pending} onClick={() => void start()}>
      <Trans>Sign in with a passkey</Trans>
    </Button>
  );
}
