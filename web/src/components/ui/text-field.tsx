import { Field, Flex, Input, Text, Textarea, type InputProps } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';

interface TextFieldBaseProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Message shown under the field; marks it invalid. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Shows "n / max" under the field (characters). */
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
}

export interface TextFieldProps extends TextFieldBaseProps, Omit<InputProps, 'value' | 'onChange' | 'maxLength' | 'required' | 'disabled'> {
  multiline?: false;
}

export interface TextAreaFieldProps extends TextFieldBaseProps {
  multiline: true;
  rows?: number;
  placeholder?: string;
  name?: string;
}

/**
 * A labelled input (or textarea) with an optional hint, character counter and error
 * message, wired for assistive technology by Chakra's Field.
 */
export function TextField(props: TextFieldProps | TextAreaFieldProps) {
  const { label, value, onValueChange, error, hint, maxLength, required, disabled } = props;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValueChange(event.target.value);
  const length = Array.from(value).length;
  const over = maxLength !== undefined && length > maxLength;

  let control: ReactNode;
  if (props.multiline) {
    control = <Textarea name={props.name} rows={props.rows ?? 4} placeholder={props.placeholder} value={value} onChange={onChange} autoresize maxH="20lh" />;
  } else {
    const {
      label: _label,
      value: _value,
      onValueChange: _onValueChange,
      error: _error,
      hint: _hint,
      maxLength: _maxLength,
      required: _required,
      disabled: _disabled,
      multiline: _multiline,
      ...inputProps
    } = props;
    control = <Input value={value} onChange={onChange} {...inputProps} />;
  }

  return (
    <Field.Root invalid={Boolean(error) || over} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {(hint || maxLength !== undefined) && !error && (
        <Flex w="full" gap="3" justify="space-between" align="baseline">
          <Field.HelperText>{hint}</Field.HelperText>
          {maxLength !== undefined && (
            <Text fontSize="xs" color={over ? 'fg.error' : 'fg.muted'} flexShrink={0} ms="auto" aria-live="polite">
              {length} / {maxLength}
            </Text>
          )}
        </Flex>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
