// Time limits of the test runners, in one place: the configs apply them and `npm test` prints the
// slowest tests against them, so a test creeping towards its limit is seen before it fails.
// Limits have headroom for a busy 2-core machine (a second suite running beside this one).
export const testTimeouts = {
  /** Vitest, Node: pure logic and contract tests against local services. */
  unit: 20_000,
  /** Vitest in Chromium: one story, its play function, axe and the screenshot. */
  storybook: 30_000,
  /** Playwright: one visitor flow against the built site. */
  e2e: 30_000,
};
