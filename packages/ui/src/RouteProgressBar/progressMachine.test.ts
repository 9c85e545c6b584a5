import { describe, expect, it } from 'vitest';
import {
  isProgressVisible,
  nextProgressPhase,
  type ProgressEvent,
  type ProgressPhase,
} from './progressMachine';

function run(events: ProgressEvent[], from: ProgressPhase = 'idle'): ProgressPhase {
  return events.reduce(nextProgressPhase, from);
}

describe('progress bar state machine', () => {
  it('stays hidden for navigations faster than the throttle', () => {
    expect(run(['start', 'done'])).toBe('idle');
    expect(isProgressVisible(run(['start']))).toBe(false);
  });

  it('shows after the throttle, finishes and hides', () => {
    expect(run(['start', 'throttleElapsed'])).toBe('running');
    expect(run(['start', 'throttleElapsed', 'done'])).toBe('finishing');
    expect(run(['start', 'throttleElapsed', 'done', 'hideElapsed'])).toBe('idle');
  });

  it('fails visibly, even before the throttle, and hides', () => {
    expect(run(['start', 'throttleElapsed', 'fail'])).toBe('failed');
    expect(run(['start', 'fail'])).toBe('failed');
    expect(run(['start', 'fail', 'hideElapsed'])).toBe('idle');
  });

  it('keeps running when a new navigation starts while shown', () => {
    expect(run(['start', 'throttleElapsed', 'done', 'start'])).toBe('running');
  });

  it('ignores stray events', () => {
    expect(run(['done', 'hideElapsed', 'throttleElapsed'])).toBe('idle');
    expect(run(['throttleElapsed', 'hideElapsed'], 'running')).toBe('running');
  });
});
