import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeMatrix } from '../internal/storybook/ThemeMatrix';
import { RichText } from '../RichText/RichText';
import { Link, linkVariants } from './Link';
import { LinkRouterProvider } from './LinkRouter';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/produkte', children: 'Zu den Produkten' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every variant, internal and external. */
export const Variants: Story = {
  render: () => (
    <div className="sb-stack">
      {linkVariants.map((variant) => (
        <div key={variant} className={variant === 'white' ? 'sb-row sb-dark' : 'sb-row'}>
          <code>{variant}</code>
          <Link variant={variant} href="/produkte">
            Interner Link
          </Link>
          <Link variant={variant} href="https://www.example.org">
            Externer Link
          </Link>
        </div>
      ))}
    </div>
  ),
};

/** Hover: the screenshot rig puts the real pointer over the link. */
export const Hover: Story = {
  parameters: { screenshot: { hover: '[data-testid="sb-story-root"] a' } },
};

/**
 * The link rules: internal stays in the tab; external opens a new tab with rel and says so to
 * screen readers; `javascript:` and `data:` are never links.
 */
export const Rules: Story = {
  render: () => (
    <ul className="sb-stack">
      <li>
        <Link href="/kontakt">Intern (Pfad)</Link>
      </li>
      <li>
        <Link href="#pflichttexte">Intern (Anker)</Link>
      </li>
      <li>
        <Link href="https://www.example.org/apotheke">Extern</Link>
      </li>
      <li>
        <Link href="//cdn.example.org/x">Protokoll-relativ</Link>
      </li>
      <li>
        <Link href="tel:+4930123456">Telefon</Link>
      </li>
      <li>
        <Link href="javascript:alert(1)">JavaScript-URL</Link>
      </li>
      <li>
        <Link href="data:text/html,<script>alert(1)</script>">Data-URL</Link>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const internal = canvas.getByRole('link', { name: 'Intern (Pfad)' });
    await expect(internal).toHaveAttribute('href', '/kontakt');
    await expect(internal).not.toHaveAttribute('target');
    await expect(internal).not.toHaveAttribute('rel');
    await expect(canvas.getByRole('link', { name: 'Intern (Anker)' })).not.toHaveAttribute('target');

    const external = canvas.getByRole('link', { name: 'Extern (öffnet in neuem Tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(external.querySelector('.hs-visually-hidden')).toHaveTextContent('(öffnet in neuem Tab)');

    await expect(canvas.getByRole('link', { name: /Protokoll-relativ/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Telefon' })).not.toHaveAttribute('target');

    await expect(canvas.queryByRole('link', { name: /JavaScript-URL/ })).toBeNull();
    await expect(canvas.getByText('JavaScript-URL').closest('a')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Data-URL/ })).toBeNull();
    await expect(canvas.getByText('Data-URL').closest('a')).toBeNull();
  },
};

export const ExternalEnglish: Story = {
  args: { href: 'https://www.example.org', children: 'Online pharmacy' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Online pharmacy (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const Themes: Story = {
  render: () => (
    <ThemeMatrix columns={5}>
      {() => (
        <div className="sb-stack">
          <Link href="/produkte">Zu den Produkten</Link>
          <Link variant="chip" href="/produkte">
            Chip
          </Link>
        </div>
      )}
    </ThemeMatrix>
  ),
};

// What the site's router receives.
const navigate = fn();

/**
 * Under a `LinkRouterProvider` internal page links navigate with the site's router (here a spy):
 * `Link`s and the CMS's links in `RichText` alike. Same-page anchors, files and external links stay
 * the browser's. No document-level click listener is involved.
 */
export const WithRouter: Story = {
  // Behaviour only; the links look like the Variants story.
  parameters: { screenshot: false },
  beforeEach: () => {
    navigate.mockClear();
  },
  render: () => (
    <LinkRouterProvider navigate={navigate}>
      <div className="sb-stack">
        <Link href="/produkte/care">Zu LUMEDRA CARE</Link>
        <RichText
          html={{ sanitizedHtml: '<p>Mehr im <a href="/ratgeber/trockene-augen">Ratgeber</a>.</p>' }}
        />
      </div>
    </LinkRouterProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Zu LUMEDRA CARE' }));
    await expect(navigate).toHaveBeenLastCalledWith('/produkte/care');
    await userEvent.click(canvas.getByRole('link', { name: 'Ratgeber' }));
    await expect(navigate).toHaveBeenLastCalledWith('/ratgeber/trockene-augen');
    // (Which links stay the browser's, same-page anchors and files among them: LinkRouter.test.ts.)
  },
};
