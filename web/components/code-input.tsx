import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { CODE_ALPHABET, CODE_LENGTH, normalizeCode } from "../../worker/auth/one-time-code.shared";
import { FormError } from "./form-basics";
import * as PinInput from "./ui/pin-input";

/** Only symbols a code can contain, in either case (pasted codes are checked whole). */
const CODE_PATTERN = `^[${CODE_ALPHABET}${CODE_ALPHABET.toLowerCase()}]+$`;
/** An authenticator app's code: six digits, pasted with or without its middle space. */
const DIGITS_PATTERN = "^[0-9]+$";
const onlyDigits = (value: string) => value.replace(/\D/g, "");

interface CodeInputProps {
  label: ReactNode;
  value: string[];
  onChange: (cells: string[]) => void;
  /** Called with the whole code once the last cell is filled (it submits on its own). */
  onComplete: (code: string) => void;
  /** Why the code was refused: shown under the cells, which it describes. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** An authenticator app's code (digits) rather than an emailed one. */
  digits?: boolean;
}

/**
 * The 6-character one-time code, one cell per character; typed, pasted or autofilled. A code
 * refused once complete was never a form submit, so the focus the form gives its first invalid
 * field comes from here: back to the first empty cell, its error announced with it (the cells
 * were disabled while it was checked, which had dropped the focus to the page).
 */
export function CodeInput({ label, value, onChange, onComplete, error, disabled, autoFocus, digits }: CodeInputProps) {
  const { t } = useLingui();
  const characterLabel = (position: number, length: number) => t`Character ${position} of ${length}`;
  const control = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const invalid = Boolean(error);
  useEffect(() => {
    if (!invalid || disabled) return;
    const cells = [...(control.current?.querySelectorAll("input") ?? [])];
    (cells.find((cell) => !cell.value) ?? cells[0])?.focus();
  }, [invalid, disabled]);
  return (
    <>
      <PinInput.Root
        otp
        autoFocus={autoFocus}
        placeholder=""
        blurOnComplete
        type={digits ? "numeric" : "alphanumeric"}
        pattern={digits ? DIGITS_PATTERN : CODE_PATTERN}
        sanitizeValue={digits ? onlyDigits : normalizeCode}
        count={CODE_LENGTH}
        value={value}
        invalid={invalid}
        disabled={disabled}
        onValueChange={({ value: cells }) => onChange(cells.map((cell) => cell.toUpperCase()))}
        onValueComplete={({ valueAsString }) => onComplete(valueAsString)}
        translations={{ inputLabel: (index, length) => characterLabel(index + 1, length) }}
      >
        <PinInput.Label>{label}</PinInput.Label>
        {/* Codes read left to right in every language. */}
        {/* Six cells share the width on a narrow phone instead of running past the card. */}
        <PinInput.Control ref={control} dir="ltr" display="flex" gap={{ base: "1.5", sm: "2" }}>
          {Array.from({ length: CODE_LENGTH }, (_, index) => (
            <PinInput.Input
              // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, fixed in number.
              key={index}
              index={index}
              aria-describedby={invalid ? errorId : undefined}
              textTransform="uppercase"
              flex="1"
              minW="0"
              maxW="12"
              px="0"
            />
          ))}
        </PinInput.Control>
        <PinInput.HiddenInput name="code" />
      </PinInput.Root>
      <FormError message={error} id={errorId} />
    </>
  );
}
