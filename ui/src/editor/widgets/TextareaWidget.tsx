/** Text area limited to 4096 characters (spec §9) with a counter. */
import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { FieldShell } from './FieldShell';
import { widgetErrors, widgetHelp, widgetLabel } from './widgetProps';

export const TEXT_LIMIT = 4096;

export function TextareaWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled, required } = props;
  const intl = useIntl();
  const text = typeof value === 'string' ? value : '';
  const counter = intl.formatMessage(
    { id: 'editor.widget.textarea.counter' },
    { count: text.length, max: TEXT_LIMIT },
  );
  return (
    <FieldShell
      id={id}
      label={widgetLabel(props)}
      required={required}
      errors={widgetErrors(props)}
      help={widgetHelp(props)}
      hint={counter}
    >
      <Textarea
        id={id}
        name={id}
        size="sm"
        rows={3}
        maxLength={TEXT_LIMIT}
        value={text}
        readOnly={readonly}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value.slice(0, TEXT_LIMIT))}
        onBlur={(e) => onBlur(id, e.target.value)}
      />
    </FieldShell>
  );
}
