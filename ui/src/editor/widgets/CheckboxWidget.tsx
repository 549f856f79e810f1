/** Yes/no fields (extension flags) as a plain labelled checkbox, without the schema description. */
import { Checkbox } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { widgetLabel } from './widgetProps';

export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange, readonly, disabled } = props;
  return (
    <Checkbox.Root
      id={id}
      size="sm"
      mt={6}
      checked={value === true}
      disabled={disabled || readonly}
      onCheckedChange={(e) => onChange(e.checked === true ? true : undefined)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{widgetLabel(props)}</Checkbox.Label>
    </Checkbox.Root>
  );
}
