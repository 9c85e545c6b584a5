import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeMatrix } from '../internal/storybook/ThemeMatrix';
import { Button, buttonSizes, buttonVariants, type ButtonVariant } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Apotheke finden', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Variants that sit on a dark surface. */
const onDark = (variant: ButtonVariant) => variant === 'whiteLink';

export const Playground: Story = {
  args: { variant: 'contained-themed' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apotheke finden' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant in every size, plus disabled and loading: the main visual test of Button. */
export const Matrix: Story = {
  render: (args) => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'max-content 1fr' }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          <code>{variant}</code>
          <div className={onDark(variant) ? 'sb-row sb-dark' : 'sb-row'}>
            {buttonSizes.map((size) => (
              <Button key={size} {...args} variant={variant} size={size}>
                {size.toUpperCase()} Button
              </Button>
            ))}
            <Button {...args} variant={variant} disabled>
              Deaktiviert
            </Button>
            <Button {...args} variant={variant} loading>
              Lädt
            </Button>
          </div>
        </div>
      ))}
    </div>
  ),
};

/** The themed variants in all ten themes. */
export const Themes: Story = {
  render: (args) => (
    <ThemeMatrix>
      {() => (
        <div className="sb-row">
          <Button {...args} variant="contained-themed">
            Suchen
          </Button>
          <Button {...args} variant="outlined">
            Mehr erfahren
          </Button>
          <Button {...args} variant="link">
            Link
          </Button>
          <Button {...args} variant="link-chip">
            Chip
          </Button>
        </div>
      )}
    </ThemeMatrix>
  ),
};

export const Disabled: Story = {
  args: { variant: 'contained-themed', disabled: true, children: 'Suchen' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Suchen' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading keeps the button focusable but ignores clicks and announces the busy state. */
export const Loading: Story = {
  args: { variant: 'contained-themed', loading: true, children: 'Suchen' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Suchen/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent('Wird geladen');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingEnglish: Story = {
  ...Loading,
  args: { variant: 'contained-themed', loading: true, children: 'Search' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Search/ })).toHaveTextContent('Loading');
  },
};

/** Hover: the screenshot rig puts the real pointer over the button (a :hover the tests can see). */
export const Hover: Story = {
  args: { variant: 'contained-themed', children: 'Suchen' },
  parameters: { screenshot: { hover: '[data-testid="sb-story-root"] button' } },
};

/** Hover on an outlined button. */
export const HoverOutlined: Story = {
  args: { variant: 'outlined', children: 'Mehr erfahren' },
  parameters: Hover.parameters,
};

/** Keyboard focus shows the focus ring. */
export const Focus: Story = {
  args: { variant: 'outlined', children: 'Fokussiert' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fokussiert' })).toHaveFocus();
  },
};

export const SubmitType: Story = {
  args: { type: 'submit', variant: 'contained', children: 'Absenden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Absenden' })).toHaveAttribute('type', 'submit');
  },
};

/** With href, Button renders an anchor that follows the link rules. */
export const AsLink: Story = {
  render: (args) => (
    <div className="sb-row">
      <Button {...args} variant="contained-themed" href="/produkte">
        Intern
      </Button>
      <Button {...args} variant="outlined" href="https://www.example.org/shop">
        Zum Shop
      </Button>
      <Button {...args} variant="outlined" href="javascript:alert(1)">
        Unsicher
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const internal = canvas.getByRole('link', { name: 'Intern' });
    await expect(internal).toHaveAttribute('href', '/produkte');
    await expect(internal).not.toHaveAttribute('target');
    await expect(internal).toHaveAttribute('data-variant', 'contained-themed');
    const external = canvas.getByRole('link', { name: /Zum Shop/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(external).toHaveTextContent('öffnet in neuem Tab');
    await expect(canvas.queryByRole('link', { name: 'Unsicher' })).toBeNull();
  },
};
