/**
 * Code list select: a native select (fast with long lists such as units or countries), choices
 * sorted by name with the empty choice first; easy mode shows the name alone ("Deutschland"),
 * advanced mode the code beside it ("DE – Deutschland"), the value is the code in both. The code
 * list comes from the schema's `x-codelist` or the ui schema's `codelist` option; `choices` in the
 * ui options restrict it (the editor's allowed invoice types and currencies).
 */
import { NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { CodelistName } from '@xr/codelists';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { codeListOptions } from '../../forms/codeChoices';
import { localeAtom } from '../../state/app';
import { userSettingsAtom } from '../state/atoms';
import { FieldShell } from './FieldShell';
import { widgetErrors, widgetHelp, widgetLabel } from './widgetProps';

export function CodelistSelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled, required, schema, options } = props;
  const locale = useAtomValue(localeAtom);
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const name = String(options.codelist ?? (schema as Record<string, unknown>)['x-codelist'] ?? '');
  const restrict = options.restrictTo as string[] | undefined;
  const choices = useMemo(() => {
    const all = name
      ? codeListOptions(name as CodelistName, locale, !isEasyMode)
      : [{ value: '', label: '' }];
    const list = restrict ? all.filter((c) => c.value === '' || restrict.includes(c.value)) : all;
    // a value not in the list (imported data, or a code without a name in easy mode) stays
    // visible and selected, with its code
    if (value && !list.some((c) => c.value === String(value))) {
      const known = name ? codeListOptions(name as CodelistName, locale, true) : [];
      const label = known.find((c) => c.value === String(value))?.label ?? String(value);
      return [...list, { value: String(value), label }];
    }
    return list;
  }, [name, locale, isEasyMode, restrict, value]);
  return (
    <FieldShell
      id={id}
      label={widgetLabel(props)}
      required={required}
      errors={widgetErrors(props)}
      help={widgetHelp(props)}
    >
      <NativeSelect.Root size="sm" disabled={disabled || readonly}>
        <NativeSelect.Field
          id={id}
          name={id}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          onBlur={() => onBlur(id, value)}
        >
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
