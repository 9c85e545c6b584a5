import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConnectionStatus, ConnectionStatusView, OfflineMessage } from './ConnectionStatus';

const meta = {
  title: 'UI/ConnectionStatus',
  component: ConnectionStatus,
  parameters: {
    docs: {
      description: {
        component:
          'A polite status when the connection drops ("Keine Internetverbindung …", while it lasts) and when it ' +
          'returns ("Sie sind wieder online.", 4 s), fixed at the bottom centre of the window; and `OfflineMessage`, ' +
          'what stands in for a page that could not load offline, with "Erneut versuchen".',
      },
    },
  },
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both notices and the offline page, drawn in place (the real notice is fixed to the window). */
function States() {
  return (
    <div className="sb-stack" style={{ alignItems: 'stretch' }}>
      <ConnectionStatusView state="offline" className="sb-in-place" />
      <ConnectionStatusView state="online" className="sb-in-place" />
      <OfflineMessage onRetry={() => {}} headingTag="h2" />
      <style>{'.sb-in-place { position: static; }'}</style>
    </div>
  );
}

export const Notices: Story = {
  render: () => <States />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [offline, online] = canvas.getAllByRole('status');
    await expect(offline).toHaveAttribute('aria-live', 'polite');
    await expect(offline).toHaveTextContent(
      'Keine Internetverbindung. Bereits geladene Inhalte bleiben verfügbar.',
    );
    await expect(online).toHaveTextContent('Sie sind wieder online.');
    await expect(canvas.getByRole('heading', { name: 'Sie sind offline' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

export const NoticesEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <States />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('No internet connection.');
    await expect(canvas.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The live status follows the browser: silent while online, the notice on `offline`, "back online"
 * on `online`. (navigator.onLine is set for the story and restored after it.)
 */
export const FollowsTheConnection: Story = {
  parameters: { screenshot: false },
  render: () => <ConnectionStatus />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('');
    let online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    try {
      online = false;
      window.dispatchEvent(new Event('offline'));
      await waitFor(() => expect(status).toHaveTextContent('Keine Internetverbindung'));
      online = true;
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(status).toHaveTextContent('Sie sind wieder online.'));
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event('online'));
    }
  },
};
