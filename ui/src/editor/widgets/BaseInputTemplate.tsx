/**
 * Plain text input for every string field without a special widget (rjsf's text, email, tel
 * widgets end here). Wrapped in FieldShell so that the label targets the input.
 */
import { Input } from '@chakra-ui/react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { FieldShell } from './FieldShell';
import { widgetErrors, widgetHelp, widgetLabel } from './widgetProps';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, onChange, onBlur, onFocus, options, readonly, disabled, required, schema } = props;
  const type = String(options.inputType ?? props.type ?? 'text');
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 4096;
  return (
    <FieldShell
      id={id}
      label={widgetLabel(props)}
      required={required}
      errors={widgetErrors(props)}
      help={widgetHelp(props)}
    >
      <Input
        id={id}
        name={id}
        size="sm"
        type={type === 'email' || type === 'tel' ? type : 'text'}
        value={value ?? ''}
        maxLength={maxLength}
        readOnly={readonly}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
    </FieldShell>
  );
}
