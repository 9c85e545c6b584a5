/**
 * The page-loading progress bar as a pure state machine (unit-tested): it appears only when a
 * navigation takes longer than the 200 ms throttle, runs for about 5 s towards 90 %, then
 * finishes (100 %) or fails, and hides 500 ms later.
 */
export const progressBarThrottleMs = 200;
export const progressBarDurationMs = 5000;
export const progressBarHideDelayMs = 500;

export type ProgressPhase = 'idle' | 'pending' | 'running' | 'finishing' | 'failed';
export type ProgressEvent = 'start' | 'throttleElapsed' | 'done' | 'fail' | 'hideElapsed';

export function nextProgressPhase(phase: ProgressPhase, event: ProgressEvent): ProgressPhase {
  switch (event) {
    case 'start':
      // A new navigation while one is shown keeps the bar visible instead of restarting the throttle.
      return phase === 'running' || phase === 'finishing' || phase === 'failed' ? 'running' : 'pending';
    case 'throttleElapsed':
      return phase === 'pending' ? 'running' : phase;
    case 'done':
      if (phase === 'pending') return 'idle'; // fast navigation: never shown
      return phase === 'running' ? 'finishing' : phase;
    case 'fail':
      if (phase === 'pending') return 'failed';
      return phase === 'running' ? 'failed' : phase;
    case 'hideElapsed':
      return phase === 'finishing' || phase === 'failed' ? 'idle' : phase;
  }
}

export function isProgressVisible(phase: ProgressPhase): boolean {
  return phase === 'running' || phase === 'finishing' || phase === 'failed';
}
