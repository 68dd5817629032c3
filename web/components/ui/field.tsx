import { Field as ArkField } from "@ark-ui/react/field";
import { createStyleContext, styled } from "styled-system/jsx";
import { field, input } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(field);

/** Label, input, helper and error text wired together (ids, aria-describedby, aria-invalid). */
export const Root = withProvider(ArkField.Root, "root");
export const Label = withContext(ArkField.Label, "label");
export const Input = styled(ArkField.Input, input);
export const HelperText = withContext(ArkField.HelperText, "helperText");
export const ErrorText = withContext(ArkField.ErrorText, "errorText");
