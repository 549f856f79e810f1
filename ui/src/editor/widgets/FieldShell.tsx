/**
 * Label, help and error text around a widget's input. The label points at the input itself
 * (`Field.Root id` = input id), so labels work for screen readers and `getByLabel`.
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label?: string;
  required?: boolean;
  errors?: string[];
  help?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

export function FieldShell({ id, label, required, errors, help, hint, children }: FieldShellProps) {
  const invalid = !!errors && errors.length > 0;
  return (
    <Field.Root id={id} invalid={invalid} required={required} mb={1}>
      {label ? (
        <Field.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
      ) : null}
      {children}
      {hint ? <Field.HelperText data-testid={`${id}-hint`}>{hint}</Field.HelperText> : null}
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{errors.join(' ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
