/**
 * Unit of measure picker (BT-130, BT-150): a combobox over every UN/ECE Rec 20/21 unit with its
 * name in the UI language (easy mode: the name alone, "Kilogramm"; advanced mode: with the code,
 * "KGM – Kilogramm"). The 20 most used units come first; typing finds a unit by code
 * ("KGM", in easy mode too) or by name ("kilo"); arrow keys and Enter pick it, Escape closes the list. A code
 * that is not a unit (imported data) stays shown as it is. Text typed and left without picking
 * is kept as typed (a unit code typed in full becomes that unit; anything else stays as the code,
 * which the code list rule BR-CL-23 names): input never disappears (issue 26). An emptied field
 * has no unit.
 */
import { Combobox, createListCollection, Portal } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../state/app';
import { matchUnits, type UnitChoice, unitLabel } from '../model/unitChoices';
import { userSettingsAtom } from '../state/atoms';
import { TextFieldFrame } from './TextFieldFrame';

export function UnitWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, readonly, disabled } = props;
  const locale = useAtomValue(localeAtom);
  const withCode = !useAtomValue(userSettingsAtom).isEasyMode;
  const intl = useIntl();
  const code = value === undefined || value === null ? '' : String(value);
  // what the user types; null shows the chosen unit ("Kilogramm", "KGM – Kilogramm")
  const [typed, setTyped] = useState<string | null>(null);
  // the same, read when the list closes (a pick clears it first, in the same event)
  const pending = useRef<string | null>(null);
  const type = (next: string | null) => {
    pending.current = next;
    setTyped(next);
  };
  /** What was typed and not picked goes into the model as it is (a unit code in any case as that unit). */
  const keepTyped = () => {
    const text = pending.current?.trim();
    type(null);
    if (text === undefined) return;
    if (text === '') return code === '' ? undefined : onChange(undefined);
    const unit = matchUnits(text, locale, 1).find((c) => c.value.toLowerCase() === text.toLowerCase());
    const next = unit?.value ?? text;
    if (next !== code) onChange(next);
  };
  const shown = useCallback((c: UnitChoice) => (withCode ? c.label : c.plain), [withCode]);
  const collection = useMemo(() => {
    const found = matchUnits(typed ?? '', locale);
    // the chosen unit stays in the collection so that its name is shown while the user types
    const items: UnitChoice[] =
      code && !found.some((c) => c.value === code)
        ? [...found, { value: code, name: code, label: code, plain: code }]
        : found;
    return createListCollection({ items, itemToString: shown, itemToValue: (c) => c.value });
  }, [typed, locale, code, shown]);
  // one array per code: a new one each render would count as a change of the controlled value
  const chosen = useMemo(() => (code ? [code] : []), [code]);
  return (
    <TextFieldFrame widget={props}>
      <Combobox.Root
        size="sm"
        collection={collection}
        value={chosen}
        inputValue={typed ?? unitLabel(code, locale, withCode)}
        onInputValueChange={(e) => type(e.reason === 'input-change' ? e.inputValue : null)}
        onValueChange={(e) => {
          type(null);
          if ((e.value[0] ?? '') !== code) onChange(e.value[0]);
        }}
        onOpenChange={(e) => {
          if (!e.open) keepTyped();
        }}
        inputBehavior="autohighlight"
        openOnClick
        readOnly={readonly}
        disabled={disabled}
        positioning={{ sameWidth: false }}
        translations={{
          triggerLabel: intl.formatMessage({ id: 'editor.widget.unit.open' }),
          clearTriggerLabel: intl.formatMessage({ id: 'editor.widget.unit.clear' }),
        }}
      >
        <Combobox.Control>
          <Combobox.Input
            id={id}
            name={id}
            placeholder={intl.formatMessage({ id: 'editor.widget.unit.placeholder' })}
            onBlur={() => {
              keepTyped();
              onBlur(id, value);
            }}
          />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxW="min(28rem, 95vw)">
              <Combobox.Empty>{intl.formatMessage({ id: 'editor.widget.unit.none' })}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  <Combobox.ItemText>{shown(item)}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </TextFieldFrame>
  );
}
