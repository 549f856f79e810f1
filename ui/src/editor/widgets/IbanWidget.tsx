/**
 * IBAN / account identifier input: uppercased and stripped of spaces on blur; for SEPA payment
 * types (ui option `sepa`, default true) the spec's IBAN check gives immediate feedback.
 */
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { ibanProblem, normaliseAccount } from '../format/iban';
import { TextFieldFrame } from './TextFieldFrame';

export function IbanWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled, options } = props;
  const intl = useIntl();
  const text = typeof value === 'string' ? value : '';
  const sepa = options.sepa !== false;
  const problem = sepa && text.trim() !== '' ? ibanProblem(text) : undefined;
  return (
    <TextFieldFrame
      widget={props}
      problems={[problem && intl.formatMessage({ id: `editor.widget.iban.${problem}` })]}
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
    </TextFieldFrame>
  );
}
