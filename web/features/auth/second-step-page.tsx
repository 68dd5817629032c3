import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Stack } from "styled-system/jsx";
import { usePageTitle } from "../../components/page-title";
import { Text } from "../../components/ui/text";
import { switchSession } from "./auth.queries";
import { AuthLayout, Card, ScreenTitle } from "./auth-layout";
import { PasskeyButton } from "./passkey-button";
import { redirectTarget } from "./redirect-target";
import { SecondStepForm } from "./second-step-form";

/**
 * A sign-in's second step, after a right emailed code or GitHub's return for someone with a
 * second factor: the half-signed-in cookie says who (worker/auth/second-factor.ts). Or their
 * passkey, which is two factors by itself.
 */
export function SecondStepPage({ redirect }: { redirect: string }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Two-step sign-in`);
  const [passkeyError, setPasskeyError] = useState<string>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AuthLayout>
      <Card.Header>
        <ScreenTitle>
          <Trans>Two-step sign-in</Trans>
        </ScreenTitle>
        <Card.Description>
          <Trans>Enter the code your authenticator app shows for Edgestart, or one of your recovery codes.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SecondStepForm
            offerTrust
            onSignedIn={async (user) => {
              await switchSession(queryClient);
              await navigate({ href: redirectTarget(redirect, user.role) });
            }}
          />
          {/* A passkey verifies its person: it signs in whole, this step's state left to expire. */}
          <PasskeyButton
            signIn={async () =>
              (await import("./passkey-sign-in")).signInWithButton({
                queryClient,
                i18n,
                redirect,
                navigate: (href) => navigate({ href }),
                onError: setPasskeyError,
              })
            }
          />
          {passkeyError && (
            <Text role="alert" color="fg.error" textStyle="sm">
              {passkeyError}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </AuthLayout>
  );
}
