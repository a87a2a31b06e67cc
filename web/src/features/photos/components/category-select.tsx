import { Field, NativeSelect } from '@chakra-ui/react';
import type { CategoryOption } from '../utils/photo-list';

export interface CategorySelectProps {
  label: string;
  value: string;
  options: readonly CategoryOption[];
  onValueChange: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
}

/** A labelled native select of photo categories (filter, upload, edit). */
export function CategorySelect({ label, value, options, onValueChange, placeholder, required, disabled, error }: CategorySelectProps) {
  return (
    <Field.Root required={required} disabled={disabled} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onValueChange(event.currentTarget.value)} placeholder={placeholder}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
