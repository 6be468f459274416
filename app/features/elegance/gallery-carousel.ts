/** The gallery carousel's index, wrapping around in both directions (docs/product.md, Gallery). */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

/** What the carousel's live region says: "Shoe 2 of 4: Celestial Grace". */
export function slideAnnouncement(index: number, length: number, name: string): string {
  return `Shoe ${index + 1} of ${length}: ${name}`;
}

/** The step an arrow key asks for, or 0 for any other key. */
export function keyToDelta(key: string): -1 | 0 | 1 {
  if (key === "ArrowLeft") return -1;
  if (key === "ArrowRight") return 1;
  return 0;
}

/** The query parameter holding the shown shoe, counted from 1 as the carousel says it ("Shoe 2 of 4"). */
export const SHOE_PARAM = "shoe";

/** The index a URL's `?shoe=N` asks for; the first shoe for a missing, odd or out-of-range N. */
export function shoeIndexFromParam(raw: string | null, length: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return 0;
  const index = Number(raw) - 1;
  return index >= 0 && index < length ? index : 0;
}

/**
 * The link to the gallery showing the shoe at `index`: the current query (a submitted design
 * stays) with the Gallery tab and the shoe set, so it works as a plain link before any script runs.
 */
export function galleryHref(pathname: string, current: URLSearchParams, index: number): string {
  const next = new URLSearchParams(current);
  next.set("tab", "gallery");
  next.set(SHOE_PARAM, String(index + 1));
  return `${pathname}?${next.toString()}`;
}
