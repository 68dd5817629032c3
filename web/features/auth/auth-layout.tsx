import type { ReactNode } from "react";
import { Box, Center, HStack } from "styled-system/jsx";
import { EnvironmentBadge } from "../../components/environment-badge";
import { LanguageSwitcher } from "../../components/language-switcher";
import { ThemeSwitcher } from "../../components/theme-switcher";
import * as Card from "../../components/ui/card";

/** The centred card every sign-in screen sits in, with language and theme at hand. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <HStack justifyContent="flex-end" p="3" gap="1">
        <EnvironmentBadge />
        <LanguageSwitcher />
        <ThemeSwitcher />
      </HStack>
      <Center px="4" pb="16">
        <Card.Root as="main" width="full" maxW="md">
          {children}
        </Card.Root>
      </Center>
    </Box>
  );
}

export { Card };
