import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../../components/page-frame";
import { Text } from "../../components/ui/text";
import { useSession } from "../../features/auth/auth.queries";

export const Route = createFileRoute("/app/")({
  component: function AppHome() {
    const { t } = useLingui();
    const name = useSession()?.user.name ?? "";
    return (
      <PageFrame title={t`Home`}>
        <Text color="fg.muted">{t`Welcome, ${name}.`}</Text>
      </PageFrame>
    );
  },
});
