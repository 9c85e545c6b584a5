// The route progress bar of every client navigation (spec §4, §9: shown after a 200 ms throttle,
// about 5 s, hidden 500 ms after the end, a failed state), with its polite status. Its phase lives
// outside React: when a navigation ends in an error, React Router renders the root layout anew
// around the error boundary, and the bar must carry on (to "failed") rather than start over.
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation, useRouteError } from 'react-router';
import {
  RouteProgressBarView,
  nextProgressPhase,
  progressBarHideDelayMs,
  progressBarThrottleMs,
  type ProgressEvent,
  type ProgressPhase,
} from '@healthsite/ui';

let phase: ProgressPhase = 'idle';
let navigating = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function dispatch(event: ProgressEvent) {
  const next = nextProgressPhase(phase, event);
  if (next === phase) return;
  phase = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A navigation started or ended (failed: it ended in the error boundary). */
function follow(loading: boolean, failed: boolean) {
  if (loading === navigating) return;
  navigating = loading;
  clearTimeout(timer);
  if (loading) {
    dispatch('start');
    timer = setTimeout(() => dispatch('throttleElapsed'), progressBarThrottleMs);
  } else {
    dispatch(failed ? 'fail' : 'done');
    timer = setTimeout(() => dispatch('hideElapsed'), progressBarHideDelayMs);
  }
}

/** The bar (fixed to the top of the window) and its status, for the root layout. */
export function NavigationProgress() {
  const navigation = useNavigation();
  // In the root layout: the error the route ended in, if any (the error boundary shows it).
  const error = useRouteError();
  const loading = navigation.state !== 'idle';
  const failed = error != null;
  useEffect(() => follow(loading, failed), [loading, failed]);
  const current = useSyncExternalStore(
    subscribe,
    () => phase,
    () => 'idle' as const,
  );
  return <RouteProgressBarView phase={current} />;
}
