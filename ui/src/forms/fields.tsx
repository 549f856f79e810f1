/** Small labelled form fields (Chakra Field: the label points at the input, errors below it). */
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

export interface Common {
  label: string;
  name: string;
  error?: string;
  required?: boolean;
  helper?: string;
}

export function TextField(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    type?: 'text' | 'email' | 'password' | 'date';
    autoComplete?: string;
  },
) {
  const { label, name, error, required, helper, value, onChange, type = 'text', autoComplete } = props;
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField(
  props: Common & { value: string; onChange: (value: string) => void; options: Option[] },
) {
  const { label, name, error, required, value, onChange, options } = props;
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A native checkbox with its label (reliable for keyboards, screen readers and getByLabel). */
export function CheckField(
  props: Common & { checked: boolean; onChange: (checked: boolean) => void; children?: React.ReactNode },
) {
  const { label, name, error, checked, onChange, children } = props;
  return (
    <Field.Root invalid={!!error}>
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        {/* the box in the middle of the label's first line, not above its text */}
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          style={{ marginTop: '0.35em', flexShrink: 0 }}
        />
        <span>{label}</span>
      </label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
