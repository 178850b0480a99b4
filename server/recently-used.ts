/**
 * Records a use of `key` in a map kept in order of use (the least recently used first): the entry moves to the end,
 * and past `max` entries the least recently used is dropped and answered, so a caller can forget what it indexed.
 */
export function markUsed<K, V>(map: Map<K, V>, key: K, value: V, max: number): [K, V] | undefined {
  map.delete(key);
  map.set(key, value);
  if (map.size <= max) return undefined;
  const oldest = map.entries().next().value as [K, V];
  map.delete(oldest[0]);
  return oldest;
}
