// Server side of the screenshot rig (a Vitest browser command, runs in Node).
//
// Baselines are made by one Chromium build; a Debian security update of `chromium` may or may not
// move pixels (156.0.8078.79 → .108 moved none). So the version that made the committed baselines
// is recorded in screenshot-chromium-version.txt and compared with the running one, but a version
// difference alone fails nothing: the pixels decide. When a screenshot does not match and the
// versions differ, the failure says so and names the command that refreshes the baselines.
//   --update (updateSnapshot 'all')  → record the running version (baselines are being rewritten)
//   no record, local run ('new')     → record it (first baselines on a fresh checkout)
//   no record, CI ('none')           → fail: baselines without a recorded version cannot be trusted
//   record ≠ running                 → compare anyway; a mismatch carries `mismatchHint`
import type { BrowserCommand } from 'vitest/node';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const chromiumVersionFile = fileURLToPath(
  new URL('./screenshot-chromium-version.txt', import.meta.url),
);
export const refreshCommand = 'pnpm test:update-screenshots';

export interface ChromiumVersionCheck {
  /** False only when the baselines cannot be trusted at all (no recorded version on CI). */
  ok: boolean;
  running: string;
  recorded: string | null;
  /** Why the check failed (`ok` false). */
  message?: string;
  /** Added to a screenshot mismatch when the baselines come from another Chromium build. */
  mismatchHint?: string;
}

export function checkChromiumVersion(
  running: string,
  updateSnapshot: 'all' | 'new' | 'none',
  file = chromiumVersionFile,
): ChromiumVersionCheck {
  const recorded = existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
  if (updateSnapshot === 'all' || (recorded === null && updateSnapshot === 'new')) {
    if (recorded !== running) writeFileSync(file, `${running}\n`);
    return { ok: true, running, recorded: running };
  }
  if (recorded === null) {
    return {
      ok: false,
      running,
      recorded,
      message:
        `No Chromium version is recorded for the screenshot baselines (${file}). ` +
        `Run \`${refreshCommand}\` with Chromium ${running} and commit the result.`,
    };
  }
  if (recorded !== running) {
    return {
      ok: true,
      running,
      recorded,
      mismatchHint:
        `The screenshot baselines were made with Chromium ${recorded}, but this is Chromium ${running}; ` +
        `if only the browser moved the pixels, refresh the baselines with \`${refreshCommand}\`, review the ` +
        `changed __screenshots__ images and commit them with .storybook/screenshot-chromium-version.txt.`,
    };
  }
  return { ok: true, running, recorded };
}

export const screenshotChromiumVersion: BrowserCommand<[]> = async (ctx) => {
  const { context, project } = ctx as unknown as CommandContextShape;
  const running = context.browser()?.version() ?? 'unknown';
  return checkChromiumVersion(running, project.serializedConfig.snapshotOptions.updateSnapshot);
};
