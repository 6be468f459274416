/** The gallery carousel's index, wrapping around in both directions (spec section 4). */
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
