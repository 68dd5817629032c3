import { useLingui } from "@lingui/react/macro";
import { ErrorScreen } from "../../components/error-screen";
import { usePageTitle } from "../../components/page-title";

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Not Found`);
  return <ErrorScreen code="404" title={t`Page not found`} description={t`This page does not exist or was moved.`} />;
}
