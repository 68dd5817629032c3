import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ErrorScreen } from "../../components/error-screen";
import { ShieldCheck } from "../../components/icons";
import { usePageTitle } from "../../components/page-title";
import { Button } from "../../components/ui/button";

/**
 * The manager area, for an administrator who must turn on two-step sign-in first
 * (`secondFactorRequired` of /api/config): the way to the account's card that does it.
 */
export function SecondFactorRequiredPage() {
  const { t } = useLingui();
  usePageTitle(t`Two-step sign-in`);
  return (
    <ErrorScreen
      title={t`Turn on two-step sign-in first`}
      description={t`Administrators open the manager area with two-step sign-in on. Turn it on from your account, then come back.`}
      actions={
        <Button asChild>
          <Link to="/app/account" hash="two-step-sign-in">
            <ShieldCheck aria-hidden="true" />
            <Trans>Set up two-step sign-in</Trans>
          </Link>
        </Button>
      }
    />
  );
}
