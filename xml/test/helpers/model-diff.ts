/**
 * Differences between two invoice models as JSON pointers, for the cross-syntax test. Numbers and
 * numeric strings compare as decimals (`"12.600"` equals 12.6); the order of seller identifiers is
 * ignored (CII writes identifiers without scheme first); `ignore` names syntax-only x-extensions.
 */
function numeric(v: unknown): string | undefined {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string' && /^[-+]?\d+(\.\d+)?$/.test(v.trim())) return String(Number(v));
  return undefined;
}

function canonical(key: string, v: unknown): unknown {
  if (key === 'Seller_identifier' && Array.isArray(v))
    return [...v].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return v;
}

export function modelDiff(a: unknown, b: unknown, ignore: string[] = [], pointer = ''): string[] {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined || nb !== undefined)
    return na === nb ? [] : [`${pointer}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
  if (Array.isArray(a) || Array.isArray(b)) {
    const x = Array.isArray(a) ? a : [];
    const y = Array.isArray(b) ? b : [];
    const out: string[] = [];
    for (let i = 0; i < Math.max(x.length, y.length); i++)
      out.push(...modelDiff(x[i], y[i], ignore, `${pointer}/${i}`));
    return out;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)].filter((k) => !ignore.includes(k)));
    return [...keys].flatMap((k) =>
      modelDiff(canonical(k, x[k]), canonical(k, y[k]), ignore, `${pointer}/${k}`),
    );
  }
  return a === b ? [] : [`${pointer}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}
