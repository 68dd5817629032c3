import { Toast as ArkToast } from "@ark-ui/react/toast";
import { createStyleContext } from "styled-system/jsx";
import { toast } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(toast);

export const Root = withProvider(ArkToast.Root, "root");
export const Title = withContext(ArkToast.Title, "title");
export const Description = withContext(ArkToast.Description, "description");
export const CloseTrigger = withContext(ArkToast.CloseTrigger, "closeTrigger");
export const ActionTrigger = withContext(ArkToast.ActionTrigger, "actionTrigger");
