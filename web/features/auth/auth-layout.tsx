import type { ReactNode } from "react";
import { Box, Center, HStack } from "styled-system/jsx";
import { PreferenceControls } from "../../components/preference-controls";
import * as Card from "../../components/ui/card";

/** The centred card every sign-in screen sits in, with language and theme at hand. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <HStack as="header" justifyContent="flex-end" p="3" gap="1">
        <PreferenceControls />
      </HStack>
      <Center px="4" pb="16">
        <Card.Root as="main" width="full" maxW="md">
          {children}
        </Card.Root>
      </Center>
    </Box>
  );
}

/** The screen's one top-level heading, drawn as the card's title. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return (
    <Card.Title asChild>
      <h1>{children}</h1>
    </Card.Title>
  );
}

export { Card };
