/**
 * Limits checked on the XML text before any parser sees it: nesting depth and element count. A
 * real invoice is at most ~12 levels deep (CII line items) and 10 000 lines have well under a
 * million elements; a file beyond that is refused with a clear message, not parsed for minutes.
 */
import { ApiError } from '../errors/api-error';

export const MAX_XML_DEPTH = 40;
export const MAX_XML_ELEMENTS = 1_000_000;

/**
 * Counts start tags and tracks depth from `<` / `</` / `/>` (comments, CDATA, processing
 * instructions and declarations skipped). Good enough to bound the parser's work; the parser
 * still decides well-formedness.
 */
export function checkXmlShape(text: string, max = { depth: MAX_XML_DEPTH, elements: MAX_XML_ELEMENTS }) {
  let depth = 0;
  let elements = 0;
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    const next = text.charCodeAt(i + 1);
    if (next === 0x21 /* ! */) {
      const end = text.startsWith('<!--', i)
        ? text.indexOf('-->', i + 4)
        : text.startsWith('<![CDATA[', i)
          ? text.indexOf(']]>', i + 9)
          : text.indexOf('>', i + 2);
      if (end < 0) break;
      i = text.indexOf('<', end + 1);
      continue;
    }
    if (next === 0x3f /* ? */) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) break;
      i = text.indexOf('<', end + 2);
      continue;
    }
    const close = text.indexOf('>', i + 1);
    if (close < 0) break;
    if (next === 0x2f /* / */) depth--;
    else if (text.charCodeAt(close - 1) !== 0x2f) {
      depth++;
      elements++;
    } else elements++;
    if (depth > max.depth || elements > max.elements)
      throw new ApiError('import.error.tooComplex', {
        maxDepth: max.depth,
        maxElements: max.elements,
      });
    i = text.indexOf('<', close + 1);
  }
}
