import { Clipboard as ArkClipboard } from "@ark-ui/react/clipboard";
import { createStyleContext } from "styled-system/jsx";
import { clipboard } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(clipboard);

export const Root = withProvider(ArkClipboard.Root, "root");
export const Context = ArkClipboard.Context;
export const Trigger = withContext(ArkClipboard.Trigger, "trigger");
export const Indicator = withContext(ArkClipboard.Indicator, "indicator");
