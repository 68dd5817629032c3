import { type ReactNode, useMemo } from "react";
import { useFieldContext, useFieldError } from "./form-context";
import { Check, ChevronDown } from "./icons";
import * as Field from "./ui/field";
import * as Select from "./ui/select";

export interface SelectFieldProps {
  label: ReactNode;
  placeholder?: string;
  options: Array<{ value: string; label: string }>;
  required?: boolean;
}

/** A single choice from a list (Ark UI Select), bound to its form field. */
export default function SelectField({ label, placeholder, options, required }: SelectFieldProps) {
  const field = useFieldContext<string>();
  const error = useFieldError();
  const collection = useMemo(() => Select.createListCollection({ items: options }), [options]);
  return (
    <Select.Root
      collection={collection}
      name={field.name}
      value={field.state.value ? [field.state.value] : []}
      onValueChange={({ value }) => field.handleChange(value[0] ?? "")}
      onInteractOutside={field.handleBlur}
      invalid={Boolean(error)}
      required={required}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText placeholder={placeholder} />
          <Select.Indicator>
            <ChevronDown aria-hidden="true" />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {options.map((option) => (
            <Select.Item key={option.value} item={option}>
              <Select.ItemText>{option.label}</Select.ItemText>
              <Select.ItemIndicator>
                <Check aria-hidden="true" />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
      <Select.HiddenSelect />
      {error && (
        <Field.Root invalid>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    </Select.Root>
  );
}
