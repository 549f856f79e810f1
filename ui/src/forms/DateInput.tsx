/**
 * A date field's input: typed in the UI language's notation (TT.MM.JJJJ in German, DD/MM/YYYY in
 * English — never the browser's own format) or picked from a calendar (Chakra/Ark DatePicker,
 * opened with the button beside the input, arrow keys to move, Enter to pick, Escape to close).
 * The value is yyyy-mm-dd or '' (empty). Text that is not a date is kept and named: a wrong
 * notation ("Bitte ein Datum im Format TT.MM.JJJJ eingeben") or a day the calendar lacks
 * ("31.02.2026 gibt es nicht").
 */
import { DatePicker, Group, IconButton, Input, Portal, parseDate } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type DateProblem,
  datePlaceholder,
  isValidIsoDate,
  parseDisplayDate,
  toDisplayDate,
} from '../editor/format/dates';
import { intlLocale } from '../i18n';
import { localeAtom } from '../state/app';

export interface DateInputProps {
  id?: string;
  name?: string;
  /** yyyy-mm-dd or '' */
  value: string;
  onChange: (iso: string) => void;
  /** The typed text is not a date (null when it is one again). */
  onProblem?: (message: string | null) => void;
  /**
   * The typed text is not a date: given, the text is handed on to be kept as typed (the editor
   * stores it so that it never disappears); without it the value stays as it was.
   */
  onUnreadable?: (text: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** The message for a text that is not a date, in the UI language. */
export function useDateProblemText() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  return (problem: DateProblem, text: string) =>
    problem === 'nonexistent'
      ? intl.formatMessage({ id: 'date.nonexistent' }, { date: text.trim() })
      : intl.formatMessage({ id: 'date.format' }, { format: datePlaceholder(locale) });
}

const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm12 8H5v9h14v-9zM5 6v2h14V6H5z"
    />
  </svg>
);

export function DateInput({
  id,
  name,
  value,
  onChange,
  onProblem,
  onUnreadable,
  onBlur,
  readOnly,
  disabled,
  size = 'md',
}: DateInputProps) {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const problemText = useDateProblemText();
  const [text, setText] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const shown = text ?? toDisplayDate(value, locale);
  const type = (next: string) => {
    setText(next);
    const parsed = parseDisplayDate(next, locale);
    setBad(!parsed.ok);
    onProblem?.(parsed.ok ? null : problemText(parsed.problem, next));
    if (parsed.ok) onChange(parsed.value ?? '');
    else onUnreadable?.(next);
  };
  // one array per value: a new one each render would count as a change of the controlled value
  const picked = useMemo(() => (value && isValidIsoDate(value) ? [parseDate(value)] : []), [value]);
  return (
    <DatePicker.Root
      value={picked}
      onValueChange={(e) => {
        const iso = e.value[0]?.toString() ?? '';
        if (iso === value) return;
        // the picker has no day for a kept unreadable text: its "nothing picked" changes nothing
        if (iso === '' && value !== '' && !isValidIsoDate(value)) return;
        setText(null);
        setBad(false);
        onProblem?.(null);
        onChange(iso);
      }}
      locale={intlLocale(locale)}
      startOfWeek={1}
      readOnly={readOnly}
      disabled={disabled}
      closeOnSelect
      size={size}
    >
      {/* the calendar button as tall as its input (the form pattern) */}
      <Group attached w="full" alignItems="stretch">
        <Input
          id={id}
          name={name}
          size={size}
          placeholder={datePlaceholder(locale)}
          value={shown}
          readOnly={readOnly}
          disabled={disabled}
          aria-invalid={bad || (value !== '' && !isValidIsoDate(value)) || undefined}
          onChange={(e) => type(e.target.value)}
          onBlur={() => {
            if (!bad) setText(null);
            onBlur?.();
          }}
        />
        <DatePicker.Trigger asChild>
          <IconButton
            size={size}
            height="auto"
            alignSelf="stretch"
            variant="outline"
            aria-label={intl.formatMessage({ id: 'date.calendar' })}
            disabled={disabled || readOnly}
          >
            <CalendarIcon />
          </IconButton>
        </DatePicker.Trigger>
      </Group>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
