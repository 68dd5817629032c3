import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { usePageTitle } from "../../components/page-title";
import { switchSession } from "./auth.queries";
import { AuthLayout, Card, ScreenTitle } from "./auth-layout";
import { redirectTarget } from "./redirect-target";
import { SecondStepForm } from "./second-step-form";

/**
 * A sign-in's second step, after a right emailed code or GitHub's return for someone with a
 * second factor: the half-signed-in cookie says who (worker/auth/second-factor.ts).
 */
export function SecondStepPage({ redirect }: { redirect: string }) {
  const { t } = useLingui();
  usePageTitle(t`Two-step sign-in`);
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
        <SecondStepForm
          offerTrust
          onSignedIn={async (user) => {
            await switchSession(queryClient);
            await navigate({ href: redirectTarget(redirect, user.role) });
          }}
        />
      </Card.Body>
    </AuthLayout>
  );
}
