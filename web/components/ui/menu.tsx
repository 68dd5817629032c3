import { Menu as ArkMenu } from "@ark-ui/react/menu";
import { createStyleContext } from "styled-system/jsx";
import { menu } from "styled-system/recipes";

const { withRootProvider, withContext } = createStyleContext(menu);

export const Root = withRootProvider(ArkMenu.Root);
export const Trigger = withContext(ArkMenu.Trigger, "trigger");
export const Positioner = withContext(ArkMenu.Positioner, "positioner");
export const Content = withContext(ArkMenu.Content, "content");
export const Item = withContext(ArkMenu.Item, "item");
export const ItemGroup = withContext(ArkMenu.ItemGroup, "itemGroup");
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, "itemGroupLabel");
export const Separator = withContext(ArkMenu.Separator, "separator");
export const RadioItemGroup = withContext(ArkMenu.RadioItemGroup, "itemGroup");
export const RadioItem = withContext(ArkMenu.RadioItem, "item");
export const ItemText = withContext(ArkMenu.ItemText, "itemText");
export const ItemIndicator = withContext(ArkMenu.ItemIndicator, "itemIndicator");
