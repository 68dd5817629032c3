import { Select as ArkSelect, type CollectionItem } from "@ark-ui/react/select";
import type { JSX } from "react";
import { createStyleContext, type HTMLStyledProps } from "styled-system/jsx";
import { select } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(select);

export { createListCollection } from "@ark-ui/react/select";
// The styled wrapper would erase Ark's item type; keep it generic.
export const Root = withProvider(ArkSelect.Root, "root", { defaultProps: { positioning: { sameWidth: true } } }) as <
  T extends CollectionItem,
>(
  props: ArkSelect.RootProps<T> & Omit<HTMLStyledProps<"div">, keyof ArkSelect.RootProps<T>>,
) => JSX.Element;
export const Label = withContext(ArkSelect.Label, "label");
export const Control = withContext(ArkSelect.Control, "control");
export const Trigger = withContext(ArkSelect.Trigger, "trigger");
export const ValueText = withContext(ArkSelect.ValueText, "valueText");
export const Indicator = withContext(ArkSelect.Indicator, "indicator");
export const Positioner = withContext(ArkSelect.Positioner, "positioner");
export const Content = withContext(ArkSelect.Content, "content");
export const Item = withContext(ArkSelect.Item, "item");
export const ItemText = withContext(ArkSelect.ItemText, "itemText");
export const ItemIndicator = withContext(ArkSelect.ItemIndicator, "itemIndicator");
export const HiddenSelect = ArkSelect.HiddenSelect;
