/**
 * The editor's rjsf field for `type: number`: hands value and change straight to the widget. rjsf's
 * own NumberField rewrites typed text (the browser locale's decimal comma becomes a point, "12,5O"
 * turned into "12.5O"); the editor's number widgets read the text themselves (`NumberWidget`)
 * and keep what cannot be read exactly as typed, so nothing may rewrite it on the way.
 */
import type { FieldProps } from '@rjsf/utils';

export function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return <StringField {...props} />;
}
