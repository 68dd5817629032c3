import { FileUpload as ArkFileUpload } from "@ark-ui/react/file-upload";
import type { ComponentProps } from "react";
import { createStyleContext } from "styled-system/jsx";
import { fileUpload } from "styled-system/recipes";
import { useHydrated } from "../../lib/hydration";

const { withProvider, withContext } = createStyleContext(fileUpload);

export const Root = withProvider(ArkFileUpload.Root, "root");
export const Label = withContext(ArkFileUpload.Label, "label");
export const Dropzone = withContext(ArkFileUpload.Dropzone, "dropzone");
export const Trigger = withContext(ArkFileUpload.Trigger, "trigger");
/**
 * The file input, once the page is live: Ark hides it with a style attribute, which the CSP
 * refuses in a page's markup (docs/drawn-screens.md), and before then nothing could use it.
 */
export function HiddenInput(props: ComponentProps<typeof ArkFileUpload.HiddenInput>) {
  return useHydrated() ? <ArkFileUpload.HiddenInput {...props} /> : null;
}
