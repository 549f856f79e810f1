/** The shared corpus, read in place (never copied), and a leaf reader for XML files. */
import { readdirSync, readFileSync } from 'node:fs';
import { SaxesParser } from 'saxes';

export const corpusUrl = new URL('../../../../shared/corpus/', import.meta.url);

export function corpusFiles(folder: string): { name: string; path: URL }[] {
  const dir = new URL(`${folder}/`, corpusUrl);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((name) => ({ name, path: new URL(name, dir) }));
}

export function readCorpus(folder: string, name: string): string {
  return readFileSync(new URL(`${folder}/${name}`, corpusUrl), 'utf8');
}

export interface Leaf {
  /** Path below the document element with local names, e.g. `InvoiceLine[2]/Item/Name` or `.../@unitCode`. */
  path: string;
  /** Local-name path without positions. */
  shape: string;
  value: string;
}

/** Every non-empty leaf element and attribute (namespace declarations excluded). */
export function leaves(xml: string): Leaf[] {
  const out: Leaf[] = [];
  const stack: {
    name: string;
    counts: Map<string, number>;
    text: string;
    hasChild: boolean;
    path: string;
    shape: string;
  }[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    const local = tag.local ?? tag.name;
    const parent = stack[stack.length - 1];
    let path = '';
    let shape = '';
    if (parent) {
      parent.hasChild = true;
      const n = (parent.counts.get(local) ?? 0) + 1;
      parent.counts.set(local, n);
      path = parent.path ? `${parent.path}/${local}[${n}]` : `${local}[${n}]`;
      shape = parent.shape ? `${parent.shape}/${local}` : local;
    }
    for (const a of Object.values(tag.attributes)) {
      const attr = a as { local: string; prefix: string; value: string };
      if (attr.prefix === 'xmlns' || attr.local === 'xmlns' || attr.prefix === 'xsi') continue;
      if (parent && attr.value.trim() !== '')
        out.push({
          path: `${path}/@${attr.local}`,
          shape: `${shape}/@${attr.local}`,
          value: attr.value.trim(),
        });
    }
    stack.push({ name: local, counts: new Map(), text: '', hasChild: false, path, shape });
  });
  parser.on('text', (t) => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  });
  parser.on('closetag', () => {
    const top = stack.pop();
    if (top && stack.length > 0 && !top.hasChild && top.text.trim() !== '')
      out.push({ path: top.path, shape: top.shape, value: top.text.trim() });
  });
  parser.write(xml).close();
  return out;
}
