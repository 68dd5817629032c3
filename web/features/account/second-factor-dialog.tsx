import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Center, HStack, Stack, styled } from "styled-system/jsx";
import { SECOND_FACTOR } from "../../../worker/auth/second-factor.shared";
import { CodeInput } from "../../components/code-input";
import { DialogActions } from "../../components/dialog-actions";
import { Form } from "../../components/form-basics";
import { Check, Copy, Download } from "../../components/icons";
import { QrCode } from "../../components/qr-code";
import { Button, IconButton } from "../../components/ui/button";
import * as Clipboard from "../../components/ui/clipboard";
import * as Dialog from "../../components/ui/dialog";
import { Text } from "../../components/ui/text";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { errorMessage } from "../../lib/error-messages";
import { useSession } from "../auth/auth.queries";

/** What the dialog shows: a set-up to confirm (its `otpauth://` address) then its codes, or new codes alone. */
export interface Shown {
  totpURI?: string;
  recoveryCodes: string[];
}

/** The key an authenticator app asks for when it cannot scan: base32, in groups of four. */
const keyOf = (totpURI: string) =>
  (new URL(totpURI).searchParams.get("secret") ?? "").replace(/(.{4})(?=.)/g, "$1 ").trim();

/** The recovery codes as a text file to keep, named for the app and the account. */
function download(codes: string[], email: string, heading: string) {
  const text = `${heading}\n${email}\n\n${codes.join("\n")}\n`;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  link.download = "edgestart-recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Scan and confirm (a set-up), then the recovery codes, shown this once. */
export function SecondFactorDialog({ open, shown, onClose }: { open: boolean; shown: Shown; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const email = useSession()?.user.email ?? "";
  const [confirmed, setConfirmed] = useState(!shown.totpURI);
  const [cells, setCells] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const confirm = async (code: string) => {
    if (pending) return;
    if (code.length !== SECOND_FACTOR.codeDigits) return setError(t`Enter the whole code your app shows`);
    setPending(true);
    setError(undefined);
    const { error: failure } = await (await loadAuthClient()).twoFactor.verifyTotp({ code });
    setPending(false);
    if (failure) {
      setCells([]);
      return setError(errorMessage(i18n, failure));
    }
    setConfirmed(true);
  };

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()}>
      <Dialog.Content>
        {confirmed ? (
          <Stack gap="4">
            <Dialog.Title>
              <Trans>Save your recovery codes</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>
                If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are not
                shown again.
              </Trans>
            </Dialog.Description>
            <styled.ul
              data-testid="recovery-codes"
              dir="ltr"
              display="grid"
              gridTemplateColumns="repeat(2, minmax(0, 1fr))"
              gap="2"
              p="3"
              borderWidth="1px"
              borderRadius="l2"
              fontFamily="mono"
              listStyle="none"
              textAlign="center"
            >
              {shown.recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </styled.ul>
            <HStack gap="3" justifyContent="flex-end" flexWrap="wrap">
              <Button
                variant="outline"
                onClick={() => download(shown.recoveryCodes, email, t`Edgestart recovery codes (each works once)`)}
              >
                <Download aria-hidden="true" />
                <Trans>Download</Trans>
              </Button>
              <Button onClick={onClose}>
                <Trans>Done</Trans>
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Form onSubmit={() => confirm(cells.join(""))}>
            <Stack gap="4">
              <Dialog.Title>
                <Trans>Set up your authenticator app</Trans>
              </Dialog.Title>
              <Dialog.Description>
                <Trans>
                  Scan this code with an authenticator app, then enter the code it shows. Once it is on, your other
                  sessions are signed out.
                </Trans>
              </Dialog.Description>
              <Center>
                <QrCode value={shown.totpURI ?? ""} label={t`QR code for your authenticator app`} />
              </Center>
              <Clipboard.Root value={keyOf(shown.totpURI ?? "").replaceAll(" ", "")} gap="1">
                <Text textStyle="sm" color="fg.muted">
                  <Trans>Cannot scan it? Enter this key instead:</Trans>
                </Text>
                <HStack gap="2">
                  <styled.code data-testid="totp-key" dir="ltr" fontFamily="mono" overflowWrap="anywhere" flex="1">
                    {keyOf(shown.totpURI ?? "")}
                  </styled.code>
                  <Clipboard.Trigger asChild>
                    <IconButton variant="outline" size="sm" aria-label={t`Copy the key`}>
                      <Clipboard.Indicator copied={<Check aria-hidden="true" />}>
                        <Copy aria-hidden="true" />
                      </Clipboard.Indicator>
                    </IconButton>
                  </Clipboard.Trigger>
                </HStack>
              </Clipboard.Root>
              <CodeInput
                digits
                label={<Trans>Code from your authenticator app</Trans>}
                value={cells}
                onChange={setCells}
                onComplete={(code) => void confirm(code)}
                error={error}
                disabled={pending}
              />
              <DialogActions>
                <Button type="submit" loading={pending}>
                  <Trans>Turn on</Trans>
                </Button>
              </DialogActions>
            </Stack>
          </Form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
