import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { legalTextsFor } from '../__fixtures__/site';
import { storyLocale } from '../../__fixtures__/storyLocale';
import { FloatingLegalButton } from './FloatingLegalButton';
import { LegalTextsModal } from './LegalTextsModal';
import { legalProducts, toggleLegalSelection } from './legalTexts';
import { useLegalTextsUrlState } from './useLegalTextsUrlState';

/** The modal with its chips, state held here (the site holds it in useLegalTextsUrlState). */
function LegalDemo({ locale, defaultOpen = true }: { locale: 'de-DE' | 'en'; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <FloatingLegalButton position="inline" hidden={open} onClick={() => setOpen(true)} />
      <LegalTextsModal
        open={open}
        onOpenChange={setOpen}
        items={legalTextsFor(locale)}
        selected={selected}
        onToggle={(id, pressed) => setSelected((s) => toggleLegalSelection(s, id, pressed))}
        onClear={() => setSelected([])}
      />
    </>
  );
}

/** The modal driven by the address, as on the site. */
function UrlDrivenDemo({ locale }: { locale: 'de-DE' | 'en' }) {
  const items = legalTextsFor(locale);
  const legal = useLegalTextsUrlState({ assetIds: legalProducts(items).map((p) => p.assetId), ready: true });
  return (
    <>
      <FloatingLegalButton position="inline" hidden={legal.open} onClick={legal.openModal} />
      <LegalTextsModal
        open={legal.open}
        onOpenChange={(open) => (open ? legal.openModal() : legal.close())}
        items={items}
        selected={legal.selected}
        onToggle={legal.toggle}
        onClear={legal.clear}
      />
    </>
  );
}

const meta = {
  title: 'Chrome/LegalTextsModal',
  component: LegalTextsModal,
  parameters: {
    // The dialog renders into a portal on <body>: screenshot the page.
    screenshot: { target: 'page' },
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The legal-texts modal (compulsoryTexts). Chips `Alle` plus one per product; no chip selected shows every ' +
          'text. On the site it opens on `#pflichttexte` or `?pt=<assetId>` (that product selected), and closing ' +
          'removes `pt` and the hash.',
      },
    },
  },
  args: {
    open: true,
    onOpenChange: () => {},
    items: [],
    selected: [],
    onToggle: () => {},
    onClear: () => {},
  },
  render: (_args, { globals }) => <LegalDemo locale={storyLocale(globals)} />,
} satisfies Meta<typeof LegalTextsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** No chip selected: every product's texts. Entries without endverbrauchertext are left out. */
export const All: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pflichttexte' });
    await expect(within(dialog).getByText('Bitte wählen Sie die gewünschten Produkte aus:')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Alle' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(4);
    await expect(titles()).toHaveLength(5);
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeVisible();
  },
};

export const AllEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Mandatory information' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Chips filter the texts; `Alle` clears every selection. */
export const Filtered: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pflichttexte' });
    const gel = within(dialog).getByRole('button', { name: 'LUMEDRA GEL' });
    await userEvent.click(gel);
    await expect(gel).toHaveAttribute('aria-pressed', 'true');
    await expect(titles()).toEqual(['LUMEDRA GEL Augengel']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'LUMEDRA CARE' }));
    await expect(titles()).toHaveLength(3);
    const all = within(dialog).getByRole('button', { name: 'Alle' });
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(all);
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(titles()).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'LUMEDRA CARE' }));
    await expect(titles()).toEqual(['LUMEDRA CARE 10 ml Augentropfen', 'LUMEDRA CARE 2×10 ml Augentropfen']);
  },
};

export const FilteredEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Mandatory information' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'EVOTEARS' }));
    await expect(titles()).toEqual(['EVOTEARS eye drops']);
  },
};

/** `?pt=prod-night` opens the modal with that product selected; closing removes `pt` from the address. */
export const OpenedByPt: Story = {
  render: (_args, { globals }) => <UrlDrivenDemo locale={storyLocale(globals)} />,
  beforeEach: () => {
    const url = new URL(window.location.href);
    url.searchParams.set('pt', 'prod-night');
    window.history.replaceState(window.history.state, '', url);
    return () => {
      const clean = new URL(window.location.href);
      clean.searchParams.delete('pt');
      clean.hash = '';
      window.history.replaceState(window.history.state, '', clean);
    };
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pflichttexte' });
    await expect(within(dialog).getByRole('button', { name: 'LUMEDRA NIGHT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(titles()).toEqual(['LUMEDRA NIGHT Augensalbe']);
    // The floating button hides while the modal is open...
    await expect(within(canvasElement).queryByRole('button', { name: 'Pflichttexte' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(new URL(window.location.href).searchParams.has('pt')).toBe(false);
    // ...and comes back when it closes.
    await expect(within(canvasElement).getByRole('button', { name: 'Pflichttexte' })).toBeVisible();
    // The hash opens it, a hash change away closes it.
    window.location.hash = 'pflichttexte';
    await screen.findByRole('dialog', { name: 'Pflichttexte' });
    window.location.hash = 'anderswo';
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    window.location.hash = 'pflichttexte';
    await screen.findByRole('dialog', { name: 'Pflichttexte' });
    await expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'LUMEDRA NIGHT' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The floating `Pflichttexte` button opens the modal; it hides while the modal is open. */
export const FloatingButton: Story = {
  render: (_args, { globals }) => <LegalDemo locale={storyLocale(globals)} defaultOpen={false} />,
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pflichttexte' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Pflichttexte' });
    await expect(canvas.queryByRole('button', { name: 'Pflichttexte' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Pflichttexte' })).toBeVisible();
  },
};

export const FloatingButtonEnglish: Story = {
  globals: { locale: 'en' },
  render: (_args, { globals }) => <LegalDemo locale={storyLocale(globals)} defaultOpen={false} />,
  parameters: { screenshot: true },
};
