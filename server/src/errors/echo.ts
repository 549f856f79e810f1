/**
 * Error answers never echo huge input (issue 30 item 13): a detail that repeats what the caller
 * sent (a column name, an element, a namespace, a field value) is cut to MAX_ECHO characters and
 * "…" — a 20 MB XML answered with a 42 MB error before. The server's own texts inside details are
 * kept whole: the lists of allowed values and the messages of findings and rows.
 */
export const MAX_ECHO = 200;

/** Keys whose values the server writes (never the caller's input): kept as they are. */
const OWN_TEXT = new Set(['known', 'allowed']);

const cut = (s: string) => (s.length > MAX_ECHO ? `${s.slice(0, MAX_ECHO)}…` : s);

function cutValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cut(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => cutValue(v, depth + 1));
  return cutEchoes(value as Record<string, unknown>, depth + 1);
}

/** The details with every echoed string cut; nested `message`s (findings, rows) are server texts. */
export function cutEchoes(details: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details))
    out[key] = OWN_TEXT.has(key) || (depth > 0 && key === 'message') ? value : cutValue(value, depth);
  return out;
}
