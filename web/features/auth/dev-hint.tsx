import { Trans } from "@lingui/react/macro";
import { Box } from "styled-system/jsx";
import { Button } from "../../components/ui/button";

const SEEDED = { admin: "admin@example.com", user: "user@example.com" } as const;

/** Shown only when the Worker runs with the dev outbox (local development). */
export function DevHint({ onPick }: { onPick: (email: string) => void }) {
  const pick = (name: keyof typeof SEEDED) => (
    <Button variant="link" size="sm" px="0" height="auto" onClick={() => onPick(SEEDED[name])}>
      {name}
    </Button>
  );
  const admin = pick("admin");
  const user = pick("user");
  return (
    <Box bg="bg.subtle" borderRadius="l2" p="3" fontSize="sm" color="fg.muted" data-testid="dev-hint">
      <Trans>
        You can login with {admin} or {user}
      </Trans>
      <br />
      <Trans>Codes are printed in the terminal running npm run dev and kept at /api/dev/emails.</Trans>
    </Box>
  );
}
