import { FieldErrorText, FieldHelperText, FieldInput, FieldLabel, FieldRoot, FieldSelect } from "@ark-ui/react/field";
import { createStyleContext, styled } from "styled-system/jsx";
import { field, input } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(field);

/** Label, input, helper and error text wired together (ids, aria-describedby, aria-invalid). */
export const Root = withProvider(FieldRoot, "root");
export const Label = withContext(FieldLabel, "label");
export const Input = styled(FieldInput, input);
/** The browser's own list, styled as an input: no code to load, and a phone's own picker. */
export const Select = styled(FieldSelect, input);
export const HelperText = withContext(FieldHelperText, "helperText");
export const ErrorText = withContext(FieldErrorText, "errorText");
