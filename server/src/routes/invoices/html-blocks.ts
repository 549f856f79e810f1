/** Turns the HTML view into text blocks (headings, paragraphs, table rows) for the PDF layout. */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'row'; cells: string[] };

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
};

export function decode(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code =
        e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return entities[e.toLowerCase()] ?? m;
  });
}

const clean = (s: string) =>
  decode(s.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

export function htmlBlocks(html: string): Block[] {
  const body = html.replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '').replace(/<br\s*\/?>/gi, '\n');
  const blocks: Block[] = [];
  const re =
    /<h([1-6])[^>]*>([\s\S]*?)<\/h\1>|<tr[^>]*>([\s\S]*?)<\/tr>|<(p|li|dt|dd|div|caption)[^>]*>([\s\S]*?)<\/\4>/gi;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    if (m[1]) {
      const text = clean(m[2]);
      if (text) blocks.push({ kind: 'heading', level: Number(m[1]), text });
    } else if (m[3] !== undefined) {
      const cells = [...m[3].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/gi)].map((c) => clean(c[1]));
      if (cells.some(Boolean)) blocks.push({ kind: 'row', cells });
    } else {
      const inner = m[5];
      if (/<(p|div|table|h[1-6]|li)[\s>]/i.test(inner)) {
        blocks.push(...htmlBlocks(inner));
        continue;
      }
      for (const part of inner.split('\n')) {
        const text = clean(part);
        if (text) blocks.push({ kind: 'text', text });
      }
    }
  }
  if (blocks.length === 0) {
    const text = clean(body);
    if (text) blocks.push({ kind: 'text', text });
  }
  return blocks;
}
