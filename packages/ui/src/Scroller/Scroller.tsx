import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { Locale } from '../i18n';
import { useUiCopy } from '../i18n';
import { cx } from '../internal/cx';
import { Dots } from './Dots';
import {
  currentIndex,
  paddleScrollDistance,
  paddleState,
  scrollerIndexUpdateDelayMs,
  scrollerVisibilityThreshold,
} from './scrollerLogic';

export interface ScrollerProps {
  /** Accessible name of the scrolling region. */
  label: string;
  /** One child per item. */
  children: ReactNode;
  /** Show position dots under the track. */
  dots?: boolean;
  locale?: Locale;
  className?: string;
}

function scrollBehavior(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
}

/**
 * A horizontal scroller with paddles (enabled only while the first / last item is less than 90 %
 * visible; a click scrolls 80 % of the window width) and optional dots. The index is read 400 ms
 * after a paddle click or the end of a scroll.
 */
export function Scroller({ label, children, dots = false, locale, className }: ScrollerProps) {
  const copy = useUiCopy(locale);
  const items = Children.toArray(children);
  const trackRef = useRef<HTMLUListElement>(null);
  const ratiosRef = useRef<Array<number | undefined>>([]);
  const [ratios, setRatios] = useState<Array<number | undefined>>([]);
  const [index, setIndex] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const next = [...ratiosRef.current];
        for (const entry of entries) {
          const i = Number((entry.target as HTMLElement).dataset.index);
          next[i] = entry.intersectionRatio;
        }
        ratiosRef.current = next;
        setRatios(next);
      },
      { root: track, threshold: [0, 0.25, 0.5, 0.75, scrollerVisibilityThreshold, 1] },
    );
    for (const item of track.children) observer.observe(item);
    return () => observer.disconnect();
  }, [items.length]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const updateIndexLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIndex(currentIndex(ratiosRef.current)), scrollerIndexUpdateDelayMs);
  }, []);

  const scrollByPaddle = (direction: 'previous' | 'next') => {
    trackRef.current?.scrollBy({
      left: paddleScrollDistance(window.innerWidth, direction),
      behavior: scrollBehavior(),
    });
    updateIndexLater();
  };

  const scrollToItem = (i: number) => {
    const track = trackRef.current;
    const item = track?.children[i] as HTMLElement | undefined;
    if (!track || !item) return;
    track.scrollTo({ left: item.offsetLeft - track.offsetLeft, behavior: scrollBehavior() });
    setIndex(i);
  };

  const paddles = paddleState(ratios.length === items.length ? ratios : []);

  return (
    <div className={cx('hs-scroller', className)}>
      <div className="hs-scroller__viewport">
        <button
          type="button"
          className="hs-scroller__paddle"
          data-direction="previous"
          aria-label={copy.previous}
          disabled={!paddles.previous}
          onClick={() => scrollByPaddle('previous')}
        >
          <Icon name="chevron-left" />
        </button>
        {/* Focusable so keyboard users can scroll it with the arrow keys. */}
        <ul
          ref={trackRef}
          className="hs-scroller__track"
          aria-label={label}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onScroll={updateIndexLater}
          // Every item has been observed once: the paddles now say what they will keep saying.
          data-measured={
            items.length > 0 && ratios.filter((r) => r !== undefined).length === items.length ? '' : undefined
          }
        >
          {items.map((child, i) => (
            <li key={i} className="hs-scroller__item" data-index={i}>
              {child}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="hs-scroller__paddle"
          data-direction="next"
          aria-label={copy.next}
          disabled={!paddles.next}
          onClick={() => scrollByPaddle('next')}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      {dots && items.length > 1 && (
        <Dots count={items.length} current={index} onSelect={scrollToItem} label={label} locale={locale} />
      )}
    </div>
  );
}
