/**
 * The message id of a field's label: `field.<Name>`, the standard's term; in easy mode
 * `field.plain.<Name>` where there is one, for a label that names a code ("Zahlungsart" for "Code
 * der Zahlungsart"), issue 27. Undefined when the catalogue has no label for the field.
 */
export function fieldLabelId(
  messages: Record<string, unknown>,
  name: string,
  easy = false,
): string | undefined {
  const plain = `field.plain.${name}`;
  if (easy && typeof messages[plain] === 'string') return plain;
  return typeof messages[`field.${name}`] === 'string' ? `field.${name}` : undefined;
}
