/**
 * Amount, unit price, quantity, percent and VAT-rate inputs (spec §9 formats). The text the user
 * types is kept while the field has focus; on blur it is shown in the locale's format. A value
 * that is no number, or has more decimals than the kind allows, is not stored and says so.
 */
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../state/app';
import { decimalsOf, formatNumber, maxDecimals, type NumberKind, parseNumber } from '../format/numbers';
import { TextFieldFrame } from './TextFieldFrame';

export function NumberWidget(props: WidgetProps & { kind: NumberKind }) {
  const { kind } = props;
  const { id, value, onChange, onBlur, readonly, disabled } = props;
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = text ?? formatNumber(value, kind, locale);
  const change = (next: string) => {
    setText(next);
    const parsed = parseNumber(next, locale);
    if (!parsed.ok) return setProblem(intl.formatMessage({ id: 'editor.widget.number.invalid' }));
    if (parsed.value !== undefined && decimalsOf(parsed.value) > maxDecimals(kind)) {
      return setProblem(
        intl.formatMessage({ id: 'editor.widget.number.decimals' }, { max: maxDecimals(kind) }),
      );
    }
    if (kind === 'percent' || kind === 'vat') {
      if (parsed.value !== undefined && parsed.value < 0) {
        return setProblem(intl.formatMessage({ id: 'editor.widget.number.negative' }));
      }
    }
    setProblem(null);
    onChange(parsed.value);
  };
  return (
    <TextFieldFrame widget={props} problems={[problem]}>
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
        onChange={(e) => change(e.target.value)}
        onFocus={() => setText(shown)}
        onBlur={() => {
          if (!problem) setText(null);
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
