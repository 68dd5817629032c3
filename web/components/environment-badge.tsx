import { useQuery } from "@tanstack/react-query";
import { Box } from "styled-system/jsx";
import { configQuery } from "../features/config/config.queries";

/** The environment's name in its colour (ENV_NAME, ENV_COLOR); nothing when unnamed. */
export function EnvironmentBadge() {
  const environment = useQuery(configQuery).data?.environment;
  if (!environment?.name) return null;
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
