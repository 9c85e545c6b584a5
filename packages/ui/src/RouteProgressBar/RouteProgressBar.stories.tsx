import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { RouteProgressBar, RouteProgressBarView } from './RouteProgressBar';
import type { ProgressPhase } from './progressMachine';

const meta = {
  title: 'UI/RouteProgressBar',
  component: RouteProgressBar,
  args: { loading: false },
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phases: ProgressPhase[] = ['running', 'finishing', 'failed'];

/** Each visible phase, drawn in place (the real bar is fixed to the top of the window). */
export const Phases: Story = {
  render: () => (
    <div className="sb-stack" style={{ alignItems: 'stretch' }}>
      {phases.map((phase) => (
        <div key={phase}>
          <code>{phase}</code>
          <div style={{ position: 'relative', height: '3px', background: 'var(--hs-color-surface)' }}>
            <RouteProgressBarView phase={phase} className="sb-progress-inline" />
          </div>
        </div>
      ))}
      <style>{'.sb-progress-inline { position: absolute; }'}</style>
    </div>
  ),
};

function Navigation() {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="sb-row">
      <RouteProgressBar loading={loading} failed={failed} />
      <Button onClick={() => (setFailed(false), setLoading(true))}>Navigation starten</Button>
      <Button onClick={() => setLoading(false)}>Seite geladen</Button>
      <Button onClick={() => (setFailed(true), setLoading(false))}>Fehler</Button>
    </div>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Throttle, finish and failure with real timers. Clicks are dispatched synchronously (fireEvent),
 * so "faster than the throttle" stays faster however busy the machine; the short-lived phases are
 * caught by waitFor, which looks again on every DOM change.
 */
export const Behaviour: Story = {
  render: () => <Navigation />,
  play: async ({ canvas }) => {
    const start = canvas.getByRole('button', { name: 'Navigation starten' });
    const done = canvas.getByRole('button', { name: 'Seite geladen' });
    const fail = canvas.getByRole('button', { name: 'Fehler' });

    // Faster than 200 ms: never shown (waiting past the throttle can only let a wrong bar appear).
    fireEvent.click(start);
    fireEvent.click(done);
    await wait(300);
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    // Slower: appears after the throttle, finishes, hides 500 ms later.
    fireEvent.click(start);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const bar = await canvas.findByRole('progressbar', { name: 'Seite wird geladen' });
    await expect(bar).toHaveAttribute('data-phase', 'running');
    fireEvent.click(done);
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('data-phase', 'finishing'));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());

    // Failure.
    fireEvent.click(start);
    await canvas.findByRole('progressbar');
    fireEvent.click(fail);
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('data-phase', 'failed'));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};
