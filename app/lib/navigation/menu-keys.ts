/** The menu typeahead: typed letters add up until 1000 ms pass without one (docs/product.md, Timings and limits). */
export const TYPEAHEAD_RESET_MS = 1_000;

/**
 * The item a key moves focus to in a vertical menu of `count` items, focused at `current` (-1 for
 * none): the arrows wrap, Home and End jump. Undefined for any other key.
 */
export function menuKeyTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : (current + 1) % count;
    case "ArrowUp":
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case "Home":
    case "PageUp":
      return 0;
    case "End":
    case "PageDown":
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Typeahead: the first item whose label starts with what was typed. One letter (or the same letter
 * again and again) moves on from the current item, cycling through those it starts; a longer word
 * may stay on the current item.
 */
export function typeaheadTarget(
  labels: readonly string[],
  typed: string,
  current: number,
): number | undefined {
  const query = typed.toLowerCase();
  if (!query || labels.length === 0) return undefined;
  const sameLetter = [...query].every((c) => c === query[0]);
  const search = sameLetter ? query[0]! : query;
  const start = sameLetter ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step += 1) {
    const index = (((start + step) % labels.length) + labels.length) % labels.length;
    if (labels[index]!.trim().toLowerCase().startsWith(search)) return index;
  }
  return undefined;
}
