import { Checkbox as ArkCheckbox } from "@ark-ui/react/checkbox";
import type { ReactNode } from "react";
import { createStyleContext } from "styled-system/jsx";
import { checkbox } from "styled-system/recipes";
import { Check } from "../icons";

const { withProvider, withContext } = createStyleContext(checkbox);

const Root = withProvider(ArkCheckbox.Root, "root");
const Control = withContext(ArkCheckbox.Control, "control");
const Indicator = withContext(ArkCheckbox.Indicator, "indicator");
const Label = withContext(ArkCheckbox.Label, "label");

/** Ark UI's checkbox in Park UI's recipe: a box, its tick, and its label. */
export function Checkbox({
  checked,
  onCheckedChange,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Root checked={checked} onCheckedChange={(details) => onCheckedChange(details.checked === true)}>
      <Control>
        <Indicator>
          <Check aria-hidden="true" />
        </Indicator>
      </Control>
      <Label>{children}</Label>
      <ArkCheckbox.HiddenInput />
    </Root>
  );
}
