import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { usePageTitle } from "../../components/page-title";
import { Button } from "../../components/ui/button";
import { AuthLayout, Card, ScreenTitle } from "./auth-layout";

export const LOGIN_ERRORS = ["signup_disabled", "access_denied", "BANNED_USER", "unknown_error"] as const;
export type LoginError = (typeof LOGIN_ERRORS)[number];

/** Any other code from the provider or better-auth reads as unknown_error. */
export function toLoginError(error: string): LoginError {
  return (LOGIN_ERRORS as readonly string[]).includes(error) ? (error as LoginError) : "unknown_error";
}

export function LoginErrorPage({ error }: { error: LoginError }) {
  const { t } = useLingui();
  const texts: Record<LoginError, { title: string; text: string }> = {
    signup_disabled: { title: t`Account not found`, text: t`You need an account to login` },
    access_denied: { title: t`Access Denied`, text: t`Not able to login, please try again` },
    // The provider's way back carries no reason or end: a code sign-in shows them, once it has
    // proved who is asking, as GitHub has.
    BANNED_USER: {
      title: t`You have been banned from this application`,
      text: t`Sign in with a code sent to your email to see why, and until when.`,
    },
    unknown_error: { title: t`Something went wrong`, text: t`Failed to login, please try again` },
  };
  const { title, text } = texts[error];
  usePageTitle(title);

  return (
    <AuthLayout>
      <Card.Header>
        <ScreenTitle>{title}</ScreenTitle>
        <Card.Description>{text}</Card.Description>
      </Card.Header>
      <Card.Footer>
        <Button asChild width="full">
          <Link to="/login" activeOptions={{ exact: true }}>
            <Trans>Back to login</Trans>
          </Link>
        </Button>
      </Card.Footer>
    </AuthLayout>
  );
}
