/**
 * Values made once per key, for keys that repeat (statement texts, secrets): at most `max` are kept;
 * when that many are there, all are dropped and each is made again when next asked for.
 */
export function keptPerKey<K, V>(max: number, make: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined && !kept.has(key)) {
      value = make(key);
      if (kept.size >= max) kept.clear();
      kept.set(key, value);
    }
    return value as V;
  };
}
