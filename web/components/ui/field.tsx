import { FieldErrorText, FieldHelperText, FieldInput, FieldLabel, FieldRoot } from "@ark-ui/react/field";
import { createStyleContext, styled } from "styled-system/jsx";
import { field, input } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(field);

/** Label, input, helper and error text wired together (ids, aria-describedby, aria-invalid). */
export const Root = withProvider(FieldRoot, "root");
export const Label = withContext(FieldLabel, "label");
export const Input = styled(FieldInput, input);
export const HelperText = withContext(FieldHelperText, "helperText");
export const ErrorText = withContext(FieldErrorText, "errorText");
