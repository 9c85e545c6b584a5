// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RENDER_WHOLE_PAGE_ATTRIBUTE, renderWholePage } from './renderWholePage';

/** jsdom's window with its frames in a queue the test runs one at a time. */
function framedWindow() {
  const frames: FrameRequestCallback[] = [];
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'document', { value: document });
  win.requestAnimationFrame = (callback) => frames.push(callback);
  return {
    win,
    nextFrame: () => frames.splice(0).forEach((callback) => callback(0)),
    wholePage: () => document.documentElement.hasAttribute(RENDER_WHOLE_PAGE_ATTRIBUTE),
  };
}

describe('renderWholePage', () => {
  it('scrolls with the whole page rendered, and lets it wait again two frames later', () => {
    const { win, nextFrame, wholePage } = framedWindow();
    let renderedWhileScrolling: boolean | undefined;
    renderWholePage(() => (renderedWhileScrolling = wholePage()), win);
    expect(renderedWhileScrolling).toBe(true);
    nextFrame();
    expect(wholePage(), 'the frame after the scroll notes every real height').toBe(true);
    nextFrame();
    expect(wholePage()).toBe(false);
  });

  it('waits for the last of overlapping calls', () => {
    const { win, nextFrame, wholePage } = framedWindow();
    renderWholePage(() => undefined, win);
    nextFrame();
    renderWholePage(() => undefined, win);
    nextFrame();
    expect(wholePage(), 'the second still holds it').toBe(true);
    nextFrame();
    expect(wholePage()).toBe(false);
  });
});
