import { Trans } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { createContext, type ReactNode, useContext } from "react";
import { Box, Center, HStack, Stack } from "styled-system/jsx";
import { ArrowLeft, House } from "./icons";
import { PreferenceControls } from "./preference-controls";
import { Button } from "./ui/button";
import { Heading, Text } from "./ui/text";

/** Set by the area layouts: their header already offers language and theme. */
export const WithinLayout = createContext(false);

interface ErrorScreenProps {
  code?: string;
  title: string;
  description?: ReactNode;
  /** Extra actions shown before Back and Home. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The message for 403, 404, 500 and unexpected errors, always with Back and Home. */
export function ErrorScreen({ code, title, description, actions, children }: ErrorScreenProps) {
  const router = useRouter();
  const withinLayout = useContext(WithinLayout);
  const message = (
    <Center minH={withinLayout ? "60vh" : "80dvh"} p="6">
      <Stack gap="4" maxW="lg" textAlign="center" alignItems="center">
        {code && (
          <Text fontSize="5xl" fontWeight="bold" color="fg.subtle" aria-hidden="true">
            {code}
          </Text>
        )}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
        {children}
        <HStack gap="3" flexWrap="wrap" justifyContent="center">
          {actions}
          <Button variant="outline" onClick={() => router.history.back()}>
            <ArrowLeft aria-hidden="true" className="icon-directional" />
            <Trans>Back</Trans>
          </Button>
          <Button onClick={() => void router.navigate({ to: "/" })}>
            <House aria-hidden="true" />
            <Trans>Home</Trans>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
  if (withinLayout) return message;
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <HStack as="header" justifyContent="flex-end" p="3" gap="1">
        <PreferenceControls />
      </HStack>
      <Box as="main">{message}</Box>
    </Box>
  );
}
