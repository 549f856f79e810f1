/** Element text for the TypeScript part of the generation: empty content gives `<name/>`. */
import { escapeAttribute, escapeText, str } from './text';

export type Attributes = [string, unknown][];

function attributes(attrs: Attributes | undefined): string {
  if (!attrs) return '';
  let out = '';
  for (const [name, value] of attrs)
    if (value !== undefined) out += ` ${name}="${escapeAttribute(str(value))}"`;
  return out;
}

/** An element holding already written child elements (or escaped text). */
export function el(name: string, content: string, attrs?: Attributes): string {
  const a = attributes(attrs);
  return content === '' ? `<${name}${a}/>` : `<${name}${a}>${content}</${name}>`;
}

/** An element holding a model value as text. */
export function tx(name: string, value: unknown, attrs?: Attributes): string {
  return el(name, escapeText(str(value)), attrs);
}

/** The element only when the value is there (`xsl:if test="exists(…)"`). */
export function opt(name: string, value: unknown, attrs?: Attributes): string {
  return value === undefined ? '' : tx(name, value, attrs);
}
