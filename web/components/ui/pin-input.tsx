import { PinInput as ArkPinInput } from "@ark-ui/react/pin-input";
import type { ComponentProps } from "react";
import { cx } from "styled-system/css";
import { createStyleContext } from "styled-system/jsx";
import { input, pinInput } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(pinInput);

export const Root = withProvider(ArkPinInput.Root, "root");
export const Label = withContext(ArkPinInput.Label, "label");
export const Control = withContext(ArkPinInput.Control, "control");
export const HiddenInput = ArkPinInput.HiddenInput;

const SlotInput = withContext(ArkPinInput.Input, "input");

/** Each cell looks like a text input (input recipe) laid out by the pin-input recipe. */
export function Input({ className, ...props }: ComponentProps<typeof SlotInput>) {
  return <SlotInput className={cx(input(), className)} {...props} />;
}
