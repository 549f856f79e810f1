/**
 * The frame the text-like widgets (date, IBAN, number, Leitweg-ID) share: label, help and error
 * text of the rjsf widget props around the widget's own input, with the widget's own problems
 * (format feedback) shown before the form's errors. The label points at the input (its `id`).
 */
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import { widgetErrors, widgetHelp, widgetLabel } from './widgetProps';

export interface TextFieldFrameProps {
  widget: WidgetProps;
  /** The widget's own feedback, e.g. "not a date", shown before the form's errors. */
  problems?: (string | null | undefined | false)[];
  hint?: ReactNode;
  children: ReactNode;
}

export function TextFieldFrame({ widget, problems = [], hint, children }: TextFieldFrameProps) {
  const own = problems.filter((p): p is string => typeof p === 'string' && p !== '');
  return (
    <FieldShell
      id={widget.id}
      label={widgetLabel(widget)}
      required={widget.required}
      errors={[...own, ...(widgetErrors(widget) ?? [])]}
      help={widgetHelp(widget)}
      hint={hint}
    >
      {children}
    </FieldShell>
  );
}
