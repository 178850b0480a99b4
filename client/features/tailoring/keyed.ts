/**
 * Items of a list the server sends, each with a key React can use: the item's own text, and for a repeat of the
 * same text its ordinal ('Python', 'Python #2'), so two equal lines never share a key.
 */
export function keyed<Item>(
  items: readonly Item[],
  textOf: (item: Item) => string,
): { key: string; item: Item }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const text = textOf(item);
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: count === 1 ? text : `${text} #${count}`, item };
  });
}
