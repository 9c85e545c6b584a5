export {
  RouteProgressBar,
  RouteProgressBarView,
  useOnlineStatus,
  type RouteProgressBarProps,
  type RouteProgressBarViewProps,
} from './RouteProgressBar';
export {
  nextProgressPhase,
  isProgressVisible,
  progressBarThrottleMs,
  progressBarDurationMs,
  progressBarHideDelayMs,
  type ProgressPhase,
  type ProgressEvent,
} from './progressMachine';
