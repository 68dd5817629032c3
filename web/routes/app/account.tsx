import { useLingui } from "@lingui/react/macro";
import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { PageFrame } from "../../components/page-frame";
import { accountSearch, accountSearchDefaults } from "../../features/account/account-search";

export const Route = createFileRoute("/app/account")({
  validateSearch: accountSearch,
  search: { middlewares: [stripSearchParams(accountSearchDefaults)] },
  component: function AppAccount() {
    const { t } = useLingui();
    return <PageFrame title={t`Account`} />;
  },
});
