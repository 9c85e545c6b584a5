// Runs in the browser before every story test file (storybook project of vitest.config.ts).
// After each story has rendered and its play function has run (axe has checked it too), the story
// wrapper is compared with its committed baseline in __screenshots__/ beside the stories.
import { configure } from 'storybook/test';
import { afterEach, beforeAll, expect } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { RENDER_WHOLE_PAGE_ATTRIBUTE } from '../packages/blocks/src/PageRenderer/renderWholePage.ts';
import { textInUnshippedFonts } from './shipped-fonts.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    screenshotChromiumVersion: () => Promise<{
      ok: boolean;
      running: string;
      recorded: string | null;
      message?: string;
      mismatchHint?: string;
    }>;
  }
}

interface StoryLike {
  id: string;
  parameters: {
    screenshot?: boolean | { target?: 'story' | 'page'; hover?: string };
  };
}

// No animation or transition may be mid-flight in a screenshot; the caret must not blink into one.
const freezeMotion = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

// Testing Library's findBy/waitFor give up after 1 s by default: on a busy machine a lazily loaded
// chunk (transformed on first request by the dev server) can take longer. They return as soon as
// the condition holds, so a generous limit costs nothing when the story is right.
configure({ asyncUtilTimeout: 10_000 });

let versionCheck: Promise<{ ok: boolean; message?: string; mismatchHint?: string }> | undefined;

beforeAll(async () => {
  const style = document.createElement('style');
  style.dataset.testMotion = 'off';
  style.textContent = freezeMotion;
  document.head.append(style);

  // Load every face of the shipped font up front, so no screenshot races a font swap.
  await Promise.all([
    document.fonts.load('400 1rem "Inter Variable"', 'Aä'),
    document.fonts.load('700 1rem "Inter Variable"', 'Aä'),
    document.fonts.load('italic 400 1rem "Inter Variable"', 'A'),
    document.fonts.load('400 1rem "Inter Variable"', 'ŁŘ'),
  ]);

  versionCheck ??= commands.screenshotChromiumVersion();
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryLike }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const option = story.parameters.screenshot;
  if (option === false) return;

  // Checked here rather than in beforeAll, so that every story test fails with the message
  // (a throwing beforeAll only marks them skipped).
  const version = await (versionCheck ??= commands.screenshotChromiumVersion());
  if (!version.ok) throw new Error(version.message);

  await document.fonts.ready;
  // Images that the story shows must have arrived (lazy ones are in view in the fixed viewport).
  await Promise.all(
    [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
  );

  // The wrapper from preview.tsx, found by a stable test id (not a text-derived locator), or the
  // whole page for stories that render into portals (dialogs).
  const wholePage = typeof option === 'object' && option.target === 'page';
  const locator = wholePage ? page.elementLocator(document.body) : page.getByTestId('sb-story-root');

  // Text drawn by a machine's own fonts makes the baseline pass only where it was recorded.
  const photographed = wholePage ? document.body : document.querySelector('[data-testid="sb-story-root"]');
  const unshipped = photographed ? textInUnshippedFonts(photographed) : [];
  if (unshipped.length > 0) {
    throw new Error(
      `Story ${story.id} shows text in fonts that do not ship with the repository, so its ` +
        `screenshot depends on the machine:\n  ${unshipped.join('\n  ')}`,
    );
  }

  // A page's parts below the fold wait until they come near the viewport (the blocks' page
  // renderer): the picture is taken with every part rendered, at its real height.
  document.documentElement.setAttribute(RENDER_WHOLE_PAGE_ATTRIBUTE, '1');
  // Only the viewport is painted: a story taller than 900 px (a ten-theme matrix) would come out
  // blank below the fold. Grow the viewport to the story's height (width unchanged; the plugin
  // resets it before the next story).
  const root = document.querySelector<HTMLElement>('[data-testid="sb-story-root"]');
  if (!wholePage && root) {
    const bottom = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
    if (bottom > window.innerHeight) await page.viewport(window.innerWidth, bottom);
  }
  // `screenshot: { hover: selector }` puts the real pointer over that element first: a simulated
  // pointer event (a play function's userEvent) does not set :hover, the browser's mouse does.
  const hover = typeof option === 'object' ? option.hover : undefined;
  if (hover) {
    const target = document.querySelector(hover);
    if (!target) throw new Error(`screenshot.hover: nothing matches ${hover} in story ${story.id}`);
    await userEvent.hover(page.elementLocator(target));
  }
  try {
    // The comparator and its tolerance are set once, in vitest.config.ts.
    await expect.element(locator).toMatchScreenshot(story.id);
  } catch (error) {
    // A mismatch under another Chromium build than the baselines': say that it may be the browser.
    if (!version.mismatchHint || !(error instanceof Error)) throw error;
    throw new Error(`${version.mismatchHint}\n${error.message}`, { cause: error });
  } finally {
    document.documentElement.removeAttribute(RENDER_WHOLE_PAGE_ATTRIBUTE);
    // Story files share one page: park the pointer in the corner, where no story puts anything.
    if (hover) await userEvent.hover(page.elementLocator(document.body), { position: { x: 0, y: 0 } });
  }
});
