// Server side of the screenshot rig (a Vitest browser command, runs in Node).
//
// Baselines are only comparable when made by the same Chromium build: a Debian security update of
// `chromium` moves anti-aliasing by a few pixels everywhere. So the version that made the committed
// baselines is recorded in screenshot-chromium-version.txt, and every storybook test run compares it
// with the Chromium it is driving:
//   --update (updateSnapshot 'all')  → record the running version (baselines are being rewritten)
//   no record, local run ('new')     → record it (first baselines on a fresh checkout)
//   no record, CI ('none')           → fail: baselines without a recorded version cannot be trusted
//   record ≠ running                 → fail, naming the command that refreshes the baselines
import type { BrowserCommand } from 'vitest/node';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const chromiumVersionFile = fileURLToPath(
  new URL('./screenshot-chromium-version.txt', import.meta.url),
);
export const refreshCommand = 'pnpm test:update-screenshots';

export interface ChromiumVersionCheck {
  ok: boolean;
  running: string;
  recorded: string | null;
  message?: string;
}

interface CommandContextShape {
  context: { browser(): { version(): string } | null };
  project: { serializedConfig: { snapshotOptions: { updateSnapshot: 'all' | 'new' | 'none' } } };
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
      ok: false,
      running,
      recorded,
      message:
        `The screenshot baselines were made with Chromium ${recorded}, but this is Chromium ${running}; ` +
        `pixels will not match. Refresh the baselines with \`${refreshCommand}\`, review the changed ` +
        `__screenshots__ images and commit them with .storybook/screenshot-chromium-version.txt.`,
    };
  }
  return { ok: true, running, recorded };
}

export const screenshotChromiumVersion: BrowserCommand<[]> = async (ctx) => {
  const { context, project } = ctx as unknown as CommandContextShape;
  const running = context.browser()?.version() ?? 'unknown';
  return checkChromiumVersion(running, project.serializedConfig.snapshotOptions.updateSnapshot);
};
