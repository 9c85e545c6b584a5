/** Constants and pure rules of the horizontal scroller (unit-tested in scrollerLogic.test.ts). */

/** An item counts as fully visible from this intersection ratio on. */
export const scrollerVisibilityThreshold = 0.9;
/** A paddle click scrolls by this share of the window width. */
export const scrollerPaddleScrollRatio = 0.8;
/** The current index is read this long after a paddle click (after the smooth scroll). */
export const scrollerIndexUpdateDelayMs = 400;

export function isFullyVisible(ratio: number | undefined): boolean {
  // Unknown (not yet observed) counts as visible, so paddles start disabled rather than flicker on.
  return ratio === undefined || ratio >= scrollerVisibilityThreshold;
}

export function paddleScrollDistance(windowWidth: number, direction: 'previous' | 'next'): number {
  const distance = Math.round(windowWidth * scrollerPaddleScrollRatio);
  return direction === 'previous' ? -distance : distance;
}

/** Which paddles are enabled: only when the first / last item is not fully visible. */
export function paddleState(ratios: ReadonlyArray<number | undefined>): { previous: boolean; next: boolean } {
  if (ratios.length === 0) return { previous: false, next: false };
  return {
    previous: !isFullyVisible(ratios[0]),
    next: !isFullyVisible(ratios[ratios.length - 1]),
  };
}

/** The current item: the first fully visible one, else the most visible one. */
export function currentIndex(ratios: ReadonlyArray<number | undefined>): number {
  const firstFull = ratios.findIndex((r) => r !== undefined && r >= scrollerVisibilityThreshold);
  if (firstFull !== -1) return firstFull;
  let best = 0;
  ratios.forEach((r, i) => {
    if ((r ?? 0) > (ratios[best] ?? 0)) best = i;
  });
  return best;
}
