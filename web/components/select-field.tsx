import { type ReactNode, useId, useMemo } from "react";
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

export interface ChoiceSelectProps extends SelectFieldProps {
  name?: string;
  /** The chosen option's value, or "" for none. */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field, which points at it. */
  error?: string | undefined;
}

/** A single choice from a list (Ark UI Select): the app's own, in every language and direction. */
export function ChoiceSelect({
  label,
  placeholder,
  options,
  required,
  name,
  value,
  onValueChange,
  onBlur,
  error,
}: ChoiceSelectProps) {
  const collection = useMemo(() => Select.createListCollection({ items: options }), [options]);
  // The error sits outside Ark's Select, which does not point at it: the trigger does, as a
  // text field's input does, so it is announced with the field.
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  return (
    <Select.Root
      collection={collection}
      name={name}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? "")}
      onInteractOutside={onBlur}
      invalid={Boolean(error)}
      required={required}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger aria-describedby={describedBy}>
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
        <Field.Root invalid ids={{ errorText: errorId }}>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    </Select.Root>
  );
}

/** A ChoiceSelect bound to its form field. */
export default function SelectField(props: SelectFieldProps) {
  const field = useFieldContext<string>();
  const error = useFieldError();
  return (
    <ChoiceSelect
      {...props}
      name={field.name}
      value={field.state.value ?? ""}
      onValueChange={field.handleChange}
      onBlur={field.handleBlur}
      error={error}
    />
  );
}
