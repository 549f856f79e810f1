/**
 * The labelled date field (list filters): its own module, because the calendar (Chakra/Ark
 * DatePicker) is large and the login and other screens with plain fields must not load it.
 */
import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { DateInput } from './DateInput';
import type { Common } from './fields';

/** A date in the UI language's notation with a calendar; the value is yyyy-mm-dd or ''. */
export function DateField(props: Common & { value: string; onChange: (value: string) => void }) {
  const { label, name, error, required, helper, value, onChange } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <Field.Root invalid={!!shown} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <DateInput name={name} value={value} onChange={onChange} onProblem={setProblem} />
      {helper && !shown && <Field.HelperText>{helper}</Field.HelperText>}
      {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
