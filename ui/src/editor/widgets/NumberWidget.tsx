/**
 * Amount, unit price, quantity, percent and VAT-rate inputs (spec §9 formats). The text the user
 * types is kept while the field has focus; on blur a number is shown in the locale's format.
 * What cannot be read as a number of the kind (letters, too many decimals) is stored as the text
 * the user typed: the field keeps showing it, and the rule FIELD-number makes it an error at the
 * field (badge, validate screen, no save, no generation) — input never disappears (issue 26).
 */
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { localeAtom } from '../../state/app';
import {
  decimalsOf,
  formatNumber,
  maxDecimals,
  type NumberKind,
  parseNumber,
  type UiLocale,
} from '../format/numbers';
import { TextFieldFrame } from './TextFieldFrame';
import { widgetErrors } from './widgetProps';

type Read = { value: number | string | undefined; problem: string | null };

/** The typed text as the model keeps it: a number, nothing, or the text itself with its problem. */
export function readNumber(text: string, kind: NumberKind, locale: UiLocale, intl: IntlShape): Read {
  const parsed = parseNumber(text, locale);
  if (!parsed.ok) return { value: text, problem: intl.formatMessage({ id: 'editor.widget.number.invalid' }) };
  if (parsed.value !== undefined && decimalsOf(parsed.value) > maxDecimals(kind)) {
    const problem = intl.formatMessage({ id: 'editor.widget.number.decimals' }, { max: maxDecimals(kind) });
    return { value: text, problem };
  }
  if ((kind === 'percent' || kind === 'vat') && parsed.value !== undefined && parsed.value < 0)
    // a number: stored as such, the rule FIELD-minimum names it
    return { value: parsed.value, problem: intl.formatMessage({ id: 'editor.widget.number.negative' }) };
  return { value: parsed.value, problem: null };
}

export function NumberWidget(props: WidgetProps & { kind: NumberKind }) {
  const { kind } = props;
  const { id, value, onChange, onBlur, readonly, disabled } = props;
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // a text in the model is what the user typed and could not be read: shown exactly so
  const shown = text ?? (typeof value === 'string' ? value : formatNumber(value, kind, locale));
  const change = (next: string) => {
    setText(next);
    const read = readNumber(next, kind, locale, intl);
    setProblem(read.problem);
    onChange(read.value);
  };
  // the widget's own word until the rules' finding for the field arrives (then that one speaks)
  const ruled = (widgetErrors(props)?.length ?? 0) > 0;
  return (
    <TextFieldFrame widget={props} problems={[!ruled && problem]}>
      <Input
        id={id}
        name={id}
        size="sm"
        inputMode="decimal"
        textAlign="right"
        data-kind={kind}
        value={shown}
        readOnly={readonly}
        bg={readonly ? 'gray.50' : undefined}
        disabled={disabled}
        aria-invalid={ruled || !!problem || undefined}
        onChange={(e) => change(e.target.value)}
        onFocus={() => setText(shown)}
        onBlur={() => {
          setText(null);
          onBlur(id, value);
        }}
      />
    </TextFieldFrame>
  );
}

export const AmountWidget = (props: WidgetProps) => <NumberWidget {...props} kind="amount" />;
export const UnitPriceWidget = (props: WidgetProps) => <NumberWidget {...props} kind="unitPrice" />;
export const QuantityWidget = (props: WidgetProps) => <NumberWidget {...props} kind="quantity" />;
export const PercentWidget = (props: WidgetProps) => <NumberWidget {...props} kind="percent" />;
export const VatRateWidget = (props: WidgetProps) => <NumberWidget {...props} kind="vat" />;
