// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RENDER_WHOLE_PAGE_ATTRIBUTE, renderWholePage } from './renderWholePage';

/** jsdom's window with its frames in a queue the test runs one at a time. */
function framedWindow() {
  const frames: FrameRequestCallback[] = [];
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'document', { value: document });
  win.requestAnimationFrame = (callback) => frames.push(callback);
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));
  return {
    win,
    nextFrame,
    attribute: () => document.documentElement.getAttribute(RENDER_WHOLE_PAGE_ATTRIBUTE),
  };
}

describe('renderWholePage', () => {
  it('renders the whole page until let go, and two frames longer', () => {
    const { win, nextFrame, attribute } = framedWindow();
    const release = renderWholePage(win);
    expect(attribute()).not.toBeNull();
    release();
    expect(attribute(), 'the frame after the scroll still has every real height').not.toBeNull();
    nextFrame();
    expect(attribute()).not.toBeNull();
    nextFrame();
    expect(attribute()).toBeNull();
  });

  it('waits for the last of overlapping calls, and a second release changes nothing', () => {
    const { win, nextFrame, attribute } = framedWindow();
    const first = renderWholePage(win);
    const second = renderWholePage(win);
    first();
    first();
    nextFrame();
    nextFrame();
    expect(attribute(), 'the second still holds it').not.toBeNull();
    second();
    nextFrame();
    nextFrame();
    expect(attribute()).toBeNull();
  });
});
