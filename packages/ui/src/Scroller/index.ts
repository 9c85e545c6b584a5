export { Scroller, type ScrollerProps } from './Scroller';
export { Dots, type DotsProps } from './Dots';
export {
  scrollerVisibilityThreshold,
  scrollerPaddleScrollRatio,
  scrollerIndexUpdateDelayMs,
  isFullyVisible,
  paddleScrollDistance,
  paddleState,
  currentIndex,
} from './scrollerLogic';
