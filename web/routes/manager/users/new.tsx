import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../../../components/page-frame";

export const Route = createFileRoute("/manager/users/new")({
  component: function NewUser() {
    const { t } = useLingui();
    return <PageFrame title={t`New user`} />;
  },
});
