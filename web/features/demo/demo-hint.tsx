import { Trans } from "@lingui/react/macro";
import { Box } from "styled-system/jsx";

/** The demo's fixed code, so visitors can sign in as the seeded people. */
export function DemoHint({ code }: { code: string }) {
  const strong = <strong dir="ltr">{code}</strong>;
  return (
    <Box bg="bg.subtle" borderRadius="l2" p="3" fontSize="sm" color="fg.muted" data-testid="demo-hint">
      <Trans>
        This is the read-only demo: sign in as admin@example.com or user@example.com with the code {strong}. No email is
        sent.
      </Trans>
    </Box>
  );
}
