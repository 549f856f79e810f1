// A small element tree of an XML document (local names, attributes, text) for the XML-level
// checks of `xr validate`. Only used on documents that already passed the XML Schema check.
import { SaxesParser } from 'saxes';

export interface El {
  name: string;
  /** Namespace URI ('' when none). */
  ns: string;
  attrs: Record<string, string>;
  text: string;
  children: El[];
  /** The enclosing element (undefined for the document element). */
  parent?: El;
}

/** Parses namespace-aware; element names are local names (cbc:ID → ID). */
export function parseTree(xml: string): El {
  const parser = new SaxesParser({ xmlns: true });
  const root: El = { name: '#document', ns: '', attrs: {}, text: '', children: [] };
  const stack: El[] = [root];
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const a of Object.values(tag.attributes)) attrs[a.local] = a.value;
    const up = stack[stack.length - 1];
    const el: El = { name: tag.local ?? tag.name, ns: tag.uri ?? '', attrs, text: '', children: [] };
    if (up !== root) el.parent = up;
    up.children.push(el);
    stack.push(el);
  });
  parser.on('text', (t) => {
    stack[stack.length - 1].text += t;
  });
  parser.on('cdata', (t) => {
    stack[stack.length - 1].text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  return root.children[0] ?? root;
}

/** The elements reached from `el` by a path of local names (`A/B/C`); `*` matches any name. */
export function select(el: El, path: string): El[] {
  let nodes = [el];
  for (const step of path.split('/').filter(Boolean)) {
    const next: El[] = [];
    for (const n of nodes) for (const c of n.children) if (step === '*' || c.name === step) next.push(c);
    nodes = next;
  }
  return nodes;
}

export const count = (el: El, path: string): number => select(el, path).length;
export const text = (el: El): string => el.text.trim().replace(/\s+/g, ' ');

/** Every element below `el` (depth first) with the given local name. */
export function descendants(el: El, name: string): El[] {
  const out: El[] = [];
  const walk = (n: El) => {
    for (const c of n.children) {
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}
