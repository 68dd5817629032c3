import { Trans, useLingui } from "@lingui/react/macro";
import { useAttempt } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import { useSetActiveOrganization } from "./organizations.queries";

/** Makes an organization the session's active one, with a toast that says so. */
export function MakeActiveButton({ organization, size }: { organization: { id: string; name: string }; size?: "sm" }) {
  const { t } = useLingui();
  const attempt = useAttempt();
  const setActive = useSetActiveOrganization();
  return (
    <Button
      size={size}
      variant="outline"
      loading={setActive.isPending}
      onClick={() =>
        attempt(() => setActive.mutateAsync(organization.id), t`${organization.name} is now your active organization`)
      }
    >
      <Trans>Make active</Trans>
    </Button>
  );
}
