import { useQuery } from "@tanstack/react-query";
import { Box } from "styled-system/jsx";
import { configQuery } from "../features/config/config.queries";
import { useHydrated } from "../lib/hydration";

/**
 * The environment's name in its colour (ENV_NAME, ENV_COLOR); nothing when unnamed. Not part
 * of the prerendered sign-in screen (any name, any colour): it joins once the page is live,
 * beside the header's buttons, which it does not move.
 */
export function EnvironmentBadge() {
  const environment = useQuery(configQuery).data?.environment;
  const hydrated = useHydrated();
  if (!environment?.name || !hydrated) return null;
  return (
    <Box
      as="span"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="semibold"
      color="white"
      whiteSpace="nowrap"
      style={{ background: environment.color }}
      data-testid="environment-badge"
    >
      {environment.emoji} {environment.name}
    </Box>
  );
}
