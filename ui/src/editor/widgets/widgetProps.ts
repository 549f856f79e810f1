/** Helpers shared by the widgets: label, errors and help from the rjsf widget props. */
import type { WidgetProps } from '@rjsf/utils';

export function widgetLabel(props: WidgetProps): string | undefined {
  if (props.hideLabel) return undefined;
  return props.label || undefined;
}

export function widgetErrors(props: WidgetProps): string[] | undefined {
  return props.rawErrors && props.rawErrors.length > 0 ? props.rawErrors : undefined;
}

export function widgetHelp(props: WidgetProps): string | undefined {
  const help = props.options?.help;
  return typeof help === 'string' && help ? help : undefined;
}
