// Time limits of the test runners, in one place: the configs apply them and `npm test` prints the
// slowest tests against them, so a test creeping towards its limit is seen before it fails.
// Limits have headroom for a busy 2-core machine. Measured with two whole suites running side by
// side while other builds ran (load average 11 on 2 cores): the slowest page test took 22 s, the
// slowest story 10.5 s, the slowest unit test 9 s (image renditions); alone far less.
export const testTimeouts = {
  /** Vitest, Node: pure logic and contract tests against local services. */
  unit: 20_000,
  /** Vitest in Chromium: one story, its play function, axe and the screenshot. */
  storybook: 30_000,
  /** Playwright: one visitor flow against the built site. */
  e2e: 60_000,
  /** Playwright: one `expect(…)` that waits for the page (a visit can take 20 s when very busy). */
  e2eExpect: 20_000,
  /**
   * Playwright: the finder flows (a software-WebGL map; the 729-result flow with its clusters took
   * 30–43 s beside a second suite at load 10–28, 7–11 s alone).
   */
  e2eFinder: 120_000,
  /**
   * Playwright: the services flows (a form, the mail, the CLI in a child process, reloads); the
   * keyboard review flow took 66 s at load 25 while two other suites ran, 24 s at load 4.
   */
  e2eServices: 180_000,
  /**
   * The dev server (scripts/web-dev.test.mjs): its start, and one test on it. The first page of a
   * fresh start transforms the app's modules on request: 12–13 s here, alone or in a whole suite.
   * Also each wait of a page for an element in those tests.
   */
  devServer: 120_000,
};
