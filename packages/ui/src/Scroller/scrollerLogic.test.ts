import { describe, expect, it } from 'vitest';
import { currentIndex, isFullyVisible, paddleScrollDistance, paddleState } from './scrollerLogic';

describe('scroller rules', () => {
  it('treats 0.9 and more as fully visible', () => {
    expect(isFullyVisible(0.9)).toBe(true);
    expect(isFullyVisible(0.89)).toBe(false);
    expect(isFullyVisible(undefined)).toBe(true);
  });

  it('scrolls by 80 % of the window width', () => {
    expect(paddleScrollDistance(1000, 'next')).toBe(800);
    expect(paddleScrollDistance(1366, 'previous')).toBe(-1093);
  });

  it('enables a paddle only when the first or last item is not fully visible', () => {
    expect(paddleState([1, 1, 0.2])).toEqual({ previous: false, next: true });
    expect(paddleState([0.5, 1, 1])).toEqual({ previous: true, next: false });
    expect(paddleState([1, 1])).toEqual({ previous: false, next: false });
    expect(paddleState([0.89, 0, 0.3])).toEqual({ previous: true, next: true });
    expect(paddleState([])).toEqual({ previous: false, next: false });
  });

  it('finds the current item', () => {
    expect(currentIndex([0, 0.95, 1, 0.1])).toBe(1);
    expect(currentIndex([0.2, 0.6, 0.3])).toBe(1);
    expect(currentIndex([])).toBe(0);
  });
});
