/** Date input: shown DD.MM.YYYY (German) or MM/DD/YYYY (English), stored yyyy-mm-dd. */
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../state/app';
import { datePlaceholder, parseDisplayDate, toDisplayDate } from '../format/dates';
import { TextFieldFrame } from './TextFieldFrame';

export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled } = props;
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = text ?? toDisplayDate(value, locale);
  const change = (next: string) => {
    setText(next);
    const parsed = parseDisplayDate(next, locale);
    setInvalid(!parsed.ok);
    if (parsed.ok) onChange(parsed.value);
  };
  const problem =
    invalid && intl.formatMessage({ id: 'editor.widget.date.invalid' }, { format: datePlaceholder(locale) });
  return (
    <TextFieldFrame widget={props} problems={[problem]}>
      <Input
        id={id}
        name={id}
        size="sm"
        placeholder={datePlaceholder(locale)}
        value={shown}
        readOnly={readonly}
        disabled={disabled}
        onChange={(e) => change(e.target.value)}
        onBlur={() => {
          if (!invalid) setText(null);
          onBlur(id, value);
        }}
      />
    </TextFieldFrame>
  );
}
