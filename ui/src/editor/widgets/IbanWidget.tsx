/**
 * IBAN / account identifier input: uppercased and stripped of spaces on blur; for SEPA payment
 * types (ui option `sepa`, default true) the spec's IBAN check gives immediate feedback.
 */
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { ibanProblem, normaliseAccount } from '../format/iban';
import { FieldShell } from './FieldShell';
import { widgetErrors, widgetHelp, widgetLabel } from './widgetProps';

export function IbanWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled, required, options } = props;
  const intl = useIntl();
  const text = typeof value === 'string' ? value : '';
  const sepa = options.sepa !== false;
  const problem = sepa && text.trim() !== '' ? ibanProblem(text) : undefined;
  const errors = [
    ...(problem ? [intl.formatMessage({ id: `editor.widget.iban.${problem}` })] : []),
    ...(widgetErrors(props) ?? []),
  ];
  return (
    <FieldShell
      id={id}
      label={widgetLabel(props)}
      required={required}
      errors={errors}
      help={widgetHelp(props)}
    >
      <Input
        id={id}
        name={id}
        size="sm"
        autoComplete="off"
        value={text}
        readOnly={readonly}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => {
          const clean = normaliseAccount(e.target.value);
          if (clean !== e.target.value) onChange(clean === '' ? undefined : clean);
          onBlur(id, clean);
        }}
      />
    </FieldShell>
  );
}
