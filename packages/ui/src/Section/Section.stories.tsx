import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Section, sectionSpacings } from './Section';

const meta = {
  title: 'UI/Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  argTypes: { spacing: { control: 'inline-radio', options: sectionSpacings } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (label: string) => (
  <Container>
    <p style={{ margin: 0, padding: '0.5rem', background: 'var(--hs-color-primary-soft)' }}>{label}</p>
  </Container>
);

/** Each spacing, outlined so the padding (xs 1rem, sm 1.25rem, md 2.5rem, lg 5rem) is visible. */
export const Spacings: Story = {
  render: () => (
    <div>
      {sectionSpacings.map((spacing) => (
        <Section
          key={spacing}
          spacing={spacing}
          aria-label={`Abstand ${spacing}`}
          style={{ outline: '1px dashed var(--hs-color-border-strong)', outlineOffset: '-1px' }}
        >
          {block(`spacing="${spacing}"`)}
        </Section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { none: '0px', xs: '16px', sm: '20px', md: '40px', lg: '80px' };
    for (const [spacing, px] of Object.entries(expected)) {
      const section = canvas.getByRole('region', { name: `Abstand ${spacing}` });
      await expect(getComputedStyle(section).paddingTop).toBe(px);
      await expect(getComputedStyle(section).paddingBottom).toBe(px);
    }
  },
};

/** Top and bottom can differ (e.g. no space after a stage). A section can carry its own theme. */
export const AsymmetricAndThemed: Story = {
  render: () => (
    <div>
      <Section spacingTop="none" spacingBottom="lg" aria-labelledby="s1">
        <Container>
          <Heading id="s1" headingTag="h2" size="md">
            Oben kein Abstand, unten lg
          </Heading>
        </Container>
      </Section>
      <Section
        theme="parin"
        spacing="sm"
        aria-labelledby="s2"
        style={{ background: 'var(--hs-color-primary-soft)' }}
      >
        <Container>
          <Heading id="s2" headingTag="h2" size="md" style={{ color: 'var(--hs-color-primary)' }}>
            Abschnitt im Theme parin
          </Heading>
        </Container>
      </Section>
    </div>
  ),
};
