/**
 * Date field of the editor: typed in the UI language's notation or picked from the calendar
 * (`DateInput`), stored yyyy-mm-dd; a wrong notation and a day the calendar lacks are named.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { DateInput } from '../../forms/DateInput';
import { TextFieldFrame } from './TextFieldFrame';

export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled } = props;
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <TextFieldFrame widget={props} problems={[problem]}>
      <DateInput
        id={id}
        name={id}
        size="sm"
        value={typeof value === 'string' ? value : ''}
        onChange={(iso) => onChange(iso === '' ? undefined : iso)}
        onProblem={setProblem}
        onBlur={() => onBlur(id, value)}
        readOnly={readonly}
        disabled={disabled}
      />
    </TextFieldFrame>
  );
}
