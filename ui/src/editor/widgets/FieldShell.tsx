/**
 * Label, help and error text around a widget's input. The label points at the input itself
 * (`Field.Root id` = input id), so labels work for screen readers and `getByLabel`; the help text
 * (with the BT id) is the input's aria-describedby, the error text its aria-errormessage, announced
 * politely when it appears.
 */
import { Box, Field } from '@chakra-ui/react';
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
      {hint || help ? (
        // one helper text: the input's aria-describedby names one element (the feedback, then the
        // help text with the BT id)
        <Field.HelperText>
          {hint ? (
            <Box as="span" display="block" data-testid={`${id}-hint`}>
              {hint}
            </Box>
          ) : null}
          {help ? (
            <Box as="span" display="block">
              {help}
            </Box>
          ) : null}
        </Field.HelperText>
      ) : null}
      {invalid ? <Field.ErrorText>{errors.join(' ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
