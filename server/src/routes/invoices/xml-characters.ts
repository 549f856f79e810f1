/**
 * Characters an XML 1.0 document cannot carry: control characters other than tab, line feed and
 * carriage return, U+FFFE/U+FFFF and halves of a surrogate pair. A text holding one would be
 * stored as typed but written into the XML as something else (stored ≠ sent), so a save,
 * generation or import result that holds one is refused, naming the field (JSON pointer).
 */
import { ApiError } from '../../errors/api-error';

/** Not an XML 1.0 Char (with `u`, a lone half of a surrogate pair is a code point of its own). */
const NOT_IN_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const codePoint = (ch: string) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Whether any text of `value` holds a character XML cannot carry (no paths kept: the usual answer is no). */
function holdsCharacterXmlCannotCarry(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (NOT_IN_XML.test(v)) return true;
    } else if (v && typeof v === 'object') {
      const node = v as Record<string, unknown>;
      for (const k in node) stack.push(node[k]);
    }
  }
  return false;
}

/** Refuses the first text of `value` (an invoice, or the save's own fields) that XML cannot carry. */
export function refuseCharactersXmlCannotCarry(value: unknown, base = ''): void {
  if (!holdsCharacterXmlCannotCarry(value)) return;
  const stack: { value: unknown; path: string }[] = [{ value, path: base }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop() as { value: unknown; path: string };
    if (typeof v === 'string') {
      const bad = NOT_IN_XML.exec(v);
      if (bad)
        throw new ApiError('validation.text.character', { field: path || '/', character: codePoint(bad[0]) });
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) stack.push({ value: child, path: `${path}/${k}` });
    }
  }
}
