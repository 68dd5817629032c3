import { Trans, useLingui } from "@lingui/react/macro";
import { styled } from "styled-system/jsx";
import { Button } from "../../components/ui/button";
import { Text } from "../../components/ui/text";
import { setDemoModalOpen } from "../../lib/demo-refusal";

/**
 * On every screen of the read-only demo, before any write is refused: what this is, and the
 * way to a copy of one's own. Fixed in a corner rather than in the flow, as it arrives with
 * the live page (the prerendered screens are the same for every deployment): nothing moves.
 */
export function DemoBanner() {
  const { t } = useLingui();
  return (
    <>
      {/* Room at the end of the page, so the badge never covers its last line or button. */}
      <styled.div aria-hidden="true" h="16" />
      <styled.aside
        aria-label={t`Demo`}
        data-testid="demo-banner"
        position="fixed"
        insetBlockEnd="3"
        insetInlineStart="3"
        zIndex="banner"
        display="flex"
        alignItems="center"
        gap="2"
        ps="3"
        pe="1"
        py="1"
        bg="bg.default"
        borderWidth="1px"
        borderRadius="full"
        boxShadow="md"
        maxW="calc(100vw - 1.5rem)"
      >
        <Text as="span" fontSize="sm" fontWeight="semibold">
          <Trans>Read-only demo</Trans>
        </Text>
        <Button size="xs" variant="outline" onClick={() => setDemoModalOpen(true)}>
          <Trans>Make your own copy</Trans>
        </Button>
      </styled.aside>
    </>
  );
}
