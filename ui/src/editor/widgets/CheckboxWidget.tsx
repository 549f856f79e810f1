/**
 * Yes/no fields (extension flags) as a plain labelled checkbox, without the schema description;
 * the help text with the BT id (when help is shown) below it, as the checkbox's aria-describedby.
 */
import { Box, Checkbox, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { widgetHelp, widgetLabel } from './widgetProps';

export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange, readonly, disabled } = props;
  const help = widgetHelp(props);
  const helpId = `${id}__help`;
  return (
    <Box mt={6}>
      <Checkbox.Root
        id={id}
        size="sm"
        checked={value === true}
        disabled={disabled || readonly}
        onCheckedChange={(e) => onChange(e.checked === true ? true : undefined)}
      >
        <Checkbox.HiddenInput aria-describedby={help ? helpId : undefined} />
        <Checkbox.Control />
        <Checkbox.Label>{widgetLabel(props)}</Checkbox.Label>
      </Checkbox.Root>
      {help ? (
        <Text id={helpId} fontSize="xs" color="fg.muted" mt={1}>
          {help}
        </Text>
      ) : null}
    </Box>
  );
}
