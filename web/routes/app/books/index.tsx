import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../../../components/page-frame";

export const Route = createFileRoute("/app/books/")({
  component: function AppBooks() {
    const { t } = useLingui();
    return <PageFrame title={t`Books`} />;
  },
});
