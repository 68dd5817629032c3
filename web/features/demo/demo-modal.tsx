import { Trans, useLingui } from "@lingui/react/macro";
import { Box, HStack, Stack } from "styled-system/jsx";
import { Check, Copy } from "../../components/icons";
import { Button, IconButton } from "../../components/ui/button";
import * as Clipboard from "../../components/ui/clipboard";
import * as Dialog from "../../components/ui/dialog";
import { Text } from "../../components/ui/text";
import { setDemoModalOpen, useDemoModalOpen } from "../../lib/demo-refusal";

/** Where a visitor of the demo goes next. Point these at your own project. */
export const DEMO_LINKS = {
  command: "npx degit edgestart/edgestart my-app && cd my-app && npm install && npm run dev",
  readme: "https://github.com/edgestart/edgestart#readme",
  contact: "mailto:hello@edgestart.dev",
};

/** Opened whenever the read-only demo refuses a write. */
export function DemoModal() {
  const { t } = useLingui();
  const open = useDemoModalOpen();
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setDemoModalOpen(next)}>
      <Dialog.Content size="lg">
        <Stack gap="4">
          <Dialog.Title>
            <Trans>Demo Mode</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>This is a read-only demo, this action is disabled.</Trans>
          </Dialog.Description>
          <Stack gap="1.5">
            <Text fontSize="sm" color="fg.muted">
              <Trans>Create your own copy:</Trans>
            </Text>
            {/* Wrapped, not scrolled: the whole command is in view on a phone, and copied whole. */}
            <Clipboard.Root value={DEMO_LINKS.command} flexDirection="row" alignItems="flex-start" gap="2" dir="ltr">
              <Box
                as="pre"
                flex="1"
                minW="0"
                p="3"
                bg="bg.subtle"
                borderRadius="l2"
                fontSize="xs"
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
              >
                <code>{DEMO_LINKS.command}</code>
              </Box>
              <Clipboard.Trigger asChild>
                <IconButton variant="outline" size="sm" aria-label={t`Copy the command`}>
                  <Clipboard.Indicator copied={<Check aria-hidden="true" />}>
                    <Copy aria-hidden="true" />
                  </Clipboard.Indicator>
                </IconButton>
              </Clipboard.Trigger>
            </Clipboard.Root>
          </Stack>
          <HStack gap="3" justifyContent="flex-end" flexWrap="wrap">
            <Button asChild variant="ghost">
              <a href={DEMO_LINKS.contact}>{t`Contact us`}</a>
            </Button>
            <Button asChild variant="outline">
              <a href={DEMO_LINKS.readme} target="_blank" rel="noreferrer">
                {t`Read the README`}
              </a>
            </Button>
            <Dialog.CloseTrigger asChild>
              <Button>
                <Trans>Close</Trans>
              </Button>
            </Dialog.CloseTrigger>
          </HStack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
