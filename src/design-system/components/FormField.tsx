import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** Shows the required marker and sets aria-required on the wrapped control. */
  required?: boolean;
  helperText?: ReactNode;
  /** A (server or client) field error shown under the field; marks the control invalid. */
  error?: string | null;
  disabled?: boolean;
  readOnly?: boolean;
  /** Any Chakra input-like control (Input, Textarea, NativeSelect, PasswordInput ...). Field.Root wires id, label and aria. */
  children: ReactNode;
  /** Explicit id of the control, when the control sets its own id. */
  id?: string;
}

export function FormField({ label, required, helperText, error, disabled, readOnly, children, id }: FormFieldProps) {
  const invalid = !!error;
  return (
    <Field.Root required={required} invalid={invalid} disabled={disabled} readOnly={readOnly} ids={id ? { control: id } : undefined}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
