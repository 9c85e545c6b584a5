import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import type { Locale } from '../i18n';
import { useUiCopy } from '../i18n';
import { cx } from '../internal/cx';
import {
  isProgressVisible,
  nextProgressPhase,
  progressBarHideDelayMs,
  progressBarThrottleMs,
  type ProgressPhase,
} from './progressMachine';
import './RouteProgressBar.css';

export interface RouteProgressBarViewProps {
  phase: ProgressPhase;
  locale?: Locale;
  className?: string;
}

/**
 * The bar itself for a given phase (stateless; the stories and RouteProgressBar use it), and a
 * polite status that tells screen readers what sighted visitors see: loading, loaded, or failed.
 * The status element is always there (a live region must exist before its text changes).
 */
export function RouteProgressBarView({ phase, locale, className }: RouteProgressBarViewProps) {
  const copy = useUiCopy(locale);
  const announcement =
    phase === 'running'
      ? copy.pageLoading
      : phase === 'finishing'
        ? copy.pageLoaded
        : phase === 'failed'
          ? copy.pageLoadFailed
          : '';
  return (
    <>
      {isProgressVisible(phase) && (
        <div
          role="progressbar"
          aria-label={copy.pageLoading}
          aria-busy={phase === 'running'}
          className={cx('hs-route-progress', className)}
          data-phase={phase}
        >
          <div className="hs-route-progress__bar" />
        </div>
      )}
      <div className="hs-visually-hidden" role="status" aria-live="polite" data-route-status="">
        {announcement}
      </div>
    </>
  );
}

export interface RouteProgressBarProps {
  /** True while a route or its params are changing. */
  loading: boolean;
  /** Set together with loading → false when the navigation failed. */
  failed?: boolean;
  locale?: Locale;
  className?: string;
}

/**
 * Page-loading progress: hidden for navigations under 200 ms, then runs for about 5 s, finishes or
 * fails, and hides 500 ms later. No animation for users who prefer reduced motion.
 */
export function RouteProgressBar({ loading, failed = false, locale, className }: RouteProgressBarProps) {
  const [phase, dispatch] = useReducer(nextProgressPhase, 'idle');
  const wasLoading = useRef(false);

  useEffect(() => {
    if (loading === wasLoading.current) return;
    wasLoading.current = loading;
    if (loading) {
      dispatch('start');
      const t = setTimeout(() => dispatch('throttleElapsed'), progressBarThrottleMs);
      return () => clearTimeout(t);
    }
    dispatch(failed ? 'fail' : 'done');
    const t = setTimeout(() => dispatch('hideElapsed'), progressBarHideDelayMs);
    return () => clearTimeout(t);
  }, [loading, failed]);

  return <RouteProgressBarView phase={phase} locale={locale} className={className} />;
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is online (true on the server). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
