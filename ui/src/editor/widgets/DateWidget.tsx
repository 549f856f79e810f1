/**
 * Date field of the editor: typed in the UI language's notation or picked from the calendar
 * (`DateInput`), stored yyyy-mm-dd. What is no date (a wrong notation, 31.02.2026) is stored as
 * the text the user typed: the field keeps showing it, and the rule FIELD-date makes it an error
 * at the field (badge, validate screen, no save, no generation) — input never disappears.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { DateInput } from '../../forms/DateInput';
import { TextFieldFrame } from './TextFieldFrame';
import { widgetErrors } from './widgetProps';

export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled } = props;
  const [problem, setProblem] = useState<string | null>(null);
  // the widget's own word until the rules' finding for the field arrives (then that one speaks)
  const ruled = (widgetErrors(props)?.length ?? 0) > 0;
  return (
    <TextFieldFrame widget={props} problems={[!ruled && problem]}>
      <DateInput
        id={id}
        name={id}
        size="sm"
        value={typeof value === 'string' ? value : ''}
        onChange={(iso) => onChange(iso === '' ? undefined : iso)}
        onUnreadable={(text) => onChange(text)}
        onProblem={setProblem}
        onBlur={() => onBlur(id, value)}
        readOnly={readonly}
        disabled={disabled}
      />
    </TextFieldFrame>
  );
}
