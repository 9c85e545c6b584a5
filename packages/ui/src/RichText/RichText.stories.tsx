import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sanitizeRichText } from '../sanitize';
import { RichText } from './RichText';

const sample = `
<h2>Trockene Augen – was hilft?</h2>
<p>Unsere Augentropfen befeuchten die Augenoberfläche <strong>langanhaltend</strong> und sind
<em>frei von Konservierungsmitteln</em>. Mehr dazu in der <a href="/produkte/care">Produktübersicht</a>
oder bei der <a href="https://www.example.org/studie">Studie</a>.</p>
<h3>Anwendung</h3>
<ul><li>1 Tropfen pro Auge</li><li>bis zu 5-mal täglich</li><li>auch mit Kontaktlinsen</li></ul>
<ol><li>Kappe abnehmen</li><li>Kopf leicht nach hinten neigen</li></ol>
<table><thead><tr><th>Packung</th><th>PZN</th></tr></thead>
<tbody><tr><td>10 ml Augentropfen</td><td>01234567</td></tr><tr><td>2×10 ml Augentropfen</td><td>07654321</td></tr></tbody></table>
<blockquote>Bei anhaltenden Beschwerden fragen Sie Ihre Ärztin oder Ihren Apotheker.</blockquote>
`;

const hostile = `
<p>Sicherer Text<script>window.__pwned = true</script></p>
<img src="/fixtures/images/sample/xs-16-9" alt="Beispielbild" width="64" height="36" onerror="window.__pwned = true">
<p onclick="window.__pwned = true">Klick mich</p>
<p><a href="javascript:window.__pwned=true">JavaScript-Link</a> und <a href="https://www.example.org" target="_self">extern</a></p>
`;

const meta = {
  title: 'UI/RichText',
  component: RichText,
  args: { html: sanitizeRichText(sample) },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, lists, tables, quotes and links as they come from the CMS. */
export const Content: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Trockene Augen');
    await expect(canvas.getByRole('table')).toBeVisible();
    const external = canvas.getByRole('link', { name: 'Studie (öffnet in neuem Tab)' });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByRole('link', { name: 'Produktübersicht' })).not.toHaveAttribute('target');
  },
};

export const ContentEnglish: Story = {
  args: {
    html: sanitizeRichText(
      '<p>Read the <a href="https://www.example.org/study">study</a> or see <a href="/en/products">all products</a>.</p>',
    ),
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'study (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Scripts, event handlers and javascript: links are removed before rendering. */
export const Sanitised: Story = {
  args: { html: sanitizeRichText(hostile) },
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector('.hs-rich-text');
    await expect(root?.querySelector('script')).toBeNull();
    await expect(root?.querySelector('[onerror],[onclick]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /JavaScript-Link/ })).toBeNull();
    await expect(canvas.getByText('JavaScript-Link').getAttribute('href')).toBeNull();
    await expect(canvas.getByRole('link', { name: /extern/ })).toHaveAttribute('target', '_blank');
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
