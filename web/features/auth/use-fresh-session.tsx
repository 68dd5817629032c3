import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, useRef, useState } from "react";
import { CODE_LENGTH, normalizeCode } from "../../../worker/auth/one-time-code.shared";
import { DialogOnDemand } from "../../components/dialog-on-demand";
import { loadAuthClient } from "../../lib/auth-client-on-demand";
import { describeError, errorCode } from "../../lib/error-messages";
import { useConfig } from "../config/config.queries";
import { refreshSession, useSession } from "./auth.queries";
import { SecondStepForm } from "./second-step-form";

type Action = () => Promise<unknown>;

// The dialog and its code input load with the first action the server refuses as too old,
// not with the screen.
const FreshSessionDialog = lazy(() =>
  import("./fresh-session-dialog").then(({ FreshSessionDialog }) => ({ default: FreshSessionDialog })),
);

/**
 * Sensitive actions (changing the email, deleting the account) need a recent sign-in. When
 * the server answers SESSION_EXPIRED, this opens a dialog that asks for a new code sent to the
 * person's email, signs in afresh, and runs the action again. `run` resolves to true once the action
 * succeeded, to false when the person closed the dialog instead.
 */
export function useFreshSession() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const email = useSession()?.user.email ?? "";
  const { captcha } = useConfig();
  const pending = useRef<{ action: Action; resolve: (done: boolean) => void; reject: (error: unknown) => void } | null>(
    null,
  );
  const [open, setOpen] = useState(false);
  const [cells, setCells] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  /** One code per opening: React may run the dialog form's mount effect more than once (StrictMode). */
  const codeAsked = useRef(false);

  /** Runs an action (one that throws on failure, e.g. a better-auth call wrapped to throw). */
  const run = (action: Action) =>
    new Promise<boolean>((resolve, reject) => {
      action()
        .then(() => resolve(true))
        .catch(async (failure: unknown) => {
          if (errorCode(failure) !== "SESSION_EXPIRED") return reject(failure);
          pending.current = { action, resolve, reject };
          setCells([]);
          setError(undefined);
          setSecondStep(false);
          codeAsked.current = false;
          setOpen(true);
        });
    });

  /** The dialog asks for the code once its form is on screen: Turnstile's widget, when on, goes there. */
  const send = async (form: HTMLFormElement | null) => {
    if (codeAsked.current) return;
    codeAsked.current = true;
    const { requestCode } = await import("../../lib/auth-client");
    const sent = await requestCode(email, captcha, form);
    if (sent.error) setError(describeError(i18n, sent.error));
  };

  const confirm = async (code: string) => {
    if (code.length !== CODE_LENGTH || !pending.current) return;
    setBusy(true);
    setError(undefined);
    const signedIn = await (await loadAuthClient()).signIn.emailOtp({ email, otp: normalizeCode(code) });
    if (signedIn.error) {
      setBusy(false);
      setCells([]);
      return setError(describeError(i18n, signedIn.error));
    }
    // With a second factor, the code alone opens no session: the dialog asks for the second step.
    if (signedIn.data && "twoFactorRedirect" in signedIn.data) {
      setBusy(false);
      return setSecondStep(true);
    }
    await signedInAfresh();
  };

  const signedInAfresh = async () => {
    if (!pending.current) return;
    await refreshSession(queryClient);
    const { action, resolve, reject } = pending.current;
    pending.current = null;
    setOpen(false);
    setBusy(false);
    setSecondStep(false);
    action().then(() => resolve(true), reject);
  };

  const cancel = () => {
    pending.current?.resolve(false);
    pending.current = null;
    setOpen(false);
  };

  const dialog = (
    <DialogOnDemand open={open}>
      {(shown) => (
        <FreshSessionDialog
          open={shown}
          email={email}
          cells={cells}
          onCells={setCells}
          error={error}
          busy={busy}
          onShown={(form) => void send(form)}
          onConfirm={(code) => void confirm(code)}
          secondStep={secondStep && <SecondStepForm offerTrust={false} onSignedIn={signedInAfresh} />}
          onCancel={cancel}
        />
      )}
    </DialogOnDemand>
  );

  return { run, dialog };
}

/** better-auth's client answers `{ error }` instead of throwing; actions here throw. */
export async function orThrow<T extends { error: unknown }>(call: Promise<T>): Promise<T> {
  const result = await call;
  if (result.error) throw result.error;
  return result;
}
