import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { HStack } from "styled-system/jsx";
import { Button } from "../../components/ui/button";
import { Text } from "../../components/ui/text";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { switchSession, useSession } from "./auth.queries";

/** While an administrator acts as someone else, say so on every screen, with the way back. */
export function ImpersonationBanner() {
  const { t } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  if (!session?.session.impersonatedBy) return null;
  const name = session.user.name || session.user.email;

  const stop = async () => {
    setPending(true);
    // better-auth's client loads when used: the banner is on every screen of an impersonation.
    await (await loadAuthClient()).admin.stopImpersonating();
    await switchSession(queryClient);
    await navigate({ to: "/manager/users/$id", params: { id: session.user.id } });
  };

  return (
    <HStack
      role="status"
      justifyContent="center"
      gap="4"
      px="4"
      py="2"
      bg="colorPalette.default"
      color="colorPalette.fg"
      flexWrap="wrap"
    >
      <Text fontSize="sm" fontWeight="medium">
        {t`You are acting as ${name}.`}
      </Text>
      <Button size="xs" variant="outline" loading={pending} onClick={stop} bg="bg.default" color="fg.default">
        <Trans>Stop impersonating</Trans>
      </Button>
    </HStack>
  );
}
