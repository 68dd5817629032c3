import { useLingui } from "@lingui/react/macro";
import { ErrorScreen } from "../../components/error-screen";
import { usePageTitle } from "../../components/page-title";

export function ForbiddenPage() {
  const { t } = useLingui();
  usePageTitle(t`Access denied`);
  return (
    <ErrorScreen
      code="403"
      title={t`You don't have access to this page`}
      description={t`Ask an administrator if you need it.`}
    />
  );
}
