/** Pixels of scroll past which the navigation bar turns translucent white with a shadow (docs/product.md, Navigation bar). */
export const NAV_SCROLL_THRESHOLD_PX = 10;

export function isNavScrolled(scrollY: number): boolean {
  return scrollY > NAV_SCROLL_THRESHOLD_PX;
}
