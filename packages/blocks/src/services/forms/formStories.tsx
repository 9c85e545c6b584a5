// Story factory for the form blocks: the same five states (empty, invalid, submitting, success
// after a failed first try, error) with play functions, in German and English. Used by stories only.
import type { BuiltInLocale as Locale } from '@healthsite/ui';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { InMemoryServicesOptions } from '../inMemory';
import { formsCopy } from './copy';
import { storyLocale } from '../../__fixtures__/storyLocale';

export interface FormStoryKit {
  /** The block, prefilled with valid values when `filled`, inside in-memory services. */
  render: (
    locale: Locale,
    options: { filled: boolean; script?: InMemoryServicesOptions['script'] },
  ) => ReactNode;
  submit: (locale: Locale) => string;
  success: (locale: Locale) => string;
  /** Role and name of the control that takes the focus after submitting the empty form. */
  firstInvalid: (locale: Locale) => [role: 'textbox' | 'combobox' | 'radio' | 'checkbox', name: RegExp];
  /** Messages shown after submitting the empty form. */
  invalidMessages: (locale: Locale) => string[];
  /** A control and the prefilled value it keeps through an error. */
  kept: (locale: Locale) => [name: RegExp, value: string];
}

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
interface FormStory {
  name?: string;
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  render: (args: unknown, context: { globals: Record<string, unknown> }) => ReactNode;
  play?: (context: Ctx) => Promise<void>;
}

export function formStories(kit: FormStoryKit, root: () => HTMLElement = () => document.body) {
  const submitButton = (locale: Locale) =>
    within(root()).getByRole('button', { name: new RegExp(`^${kit.submit(locale)}`) });

  const Empty: FormStory = {
    render: (_, { globals }) => kit.render(storyLocale(globals), { filled: false }),
    play: async ({ globals }) => {
      const locale = storyLocale(globals);
      await expect(submitButton(locale)).toBeEnabled();
      await expect(within(root()).queryByRole('alert')).toBeNull();
    },
  };

  const Invalid: FormStory = {
    render: (_, { globals }) => kit.render(storyLocale(globals), { filled: false }),
    play: async ({ globals }) => {
      const locale = storyLocale(globals);
      const scope = within(root());
      await userEvent.click(submitButton(locale));
      for (const message of kit.invalidMessages(locale))
        await expect(await scope.findByText(message)).toBeVisible();
      const [role, name] = kit.firstInvalid(locale);
      const first = scope.getByRole(role, { name });
      await waitFor(() => expect(first).toHaveFocus());
      // Each invalid text control names its error as its description.
      for (const control of root().querySelectorAll('[aria-invalid="true"]'))
        await expect(control).toHaveAttribute('aria-describedby', expect.stringContaining('error'));
    },
  };

  const Submitting: FormStory = {
    render: (_, { globals }) => kit.render(storyLocale(globals), { filled: true, script: ['hold'] }),
    play: async ({ globals }) => {
      const locale = storyLocale(globals);
      await userEvent.click(submitButton(locale));
      await waitFor(() => expect(submitButton(locale)).toHaveAttribute('aria-busy', 'true'));
      await expect(submitButton(locale)).toHaveAttribute('aria-disabled', 'true');
    },
  };

  const Success: FormStory = {
    name: 'Success (after an error and a retry)',
    render: (_, { globals }) => kit.render(storyLocale(globals), { filled: true, script: ['server'] }),
    play: async ({ globals }) => {
      const locale = storyLocale(globals);
      const scope = within(root());
      await userEvent.click(submitButton(locale));
      await expect(await scope.findByRole('alert')).toHaveTextContent(formsCopy[locale].errors.server);
      await userEvent.click(scope.getByRole('button', { name: formsCopy[locale].retry }));
      const done = await scope.findByRole('status');
      await expect(done).toHaveTextContent(kit.success(locale));
      await waitFor(() => expect(done).toHaveFocus());
    },
  };

  const ErrorState: FormStory = {
    name: 'Error (values kept, retry offered)',
    render: (_, { globals }) => kit.render(storyLocale(globals), { filled: true, script: ['server'] }),
    play: async ({ globals }) => {
      const locale = storyLocale(globals);
      const scope = within(root());
      await userEvent.click(submitButton(locale));
      const alert = await scope.findByRole('alert');
      await expect(alert).toHaveTextContent(formsCopy[locale].errors.server);
      await expect(within(alert).getByRole('button', { name: formsCopy[locale].retry })).toBeVisible();
      const [name, value] = kit.kept(locale);
      await expect(scope.getByRole('textbox', { name })).toHaveValue(value);
      await expect(submitButton(locale)).not.toHaveAttribute('aria-busy');
    },
  };

  const english = (story: FormStory): FormStory => ({
    ...story,
    name: story.name ? `${story.name}, English` : undefined,
    globals: { locale: 'en' },
  });

  return { Empty, Invalid, Submitting, Success, Error: ErrorState, english };
}
