import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from '@healthsite/ui';
import { useCallback, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { storyLocale } from '../../__fixtures__/storyLocale';
import { formsCopy } from './copy';
import { FormSuccess, ServiceFormBody } from './FormParts';
import { useServiceForm } from './useServiceForm';

/**
 * A form whose schema is loaded, as the site's forms load theirs with `import()`: the loader is
 * called when the visitor turns to the form or sends it, never while the page renders. `failFirst`
 * makes the first load fail (a chunk that did not arrive). The calls are counted on the form.
 */
const empty = { email: '' };
const send = async () => 'ok';

function LoadedSchemaForm({ failFirst = false }: { failFirst?: boolean }) {
  const [loads, setLoads] = useState(0);
  const calls = useRef(0);
  const schema = useCallback(async () => {
    const call = (calls.current += 1);
    setLoads(call);
    await Promise.resolve();
    if (failFirst && call === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return z.object({ email: z.email() });
  }, [failFirst]);
  const form = useServiceForm({ initialValues: empty, schema, submit: send });
  return (
    <div data-schema-loads={loads}>
      <ServiceFormBody form={form} submitLabel="Anmelden" success={<FormSuccess title="Danke" />}>
        <TextInput label="E-Mail-Adresse" {...form.textField('email')} type="email" required />
      </ServiceFormBody>
    </div>
  );
}

const meta = {
  title: 'Blocks/Forms/Loaded schema',
  component: LoadedSchemaForm,
  parameters: {
    screenshot: false,
    docs: {
      description: {
        component:
          '`useServiceForm` with a schema that loads (`schema: () => import(…)`): loaded on the first focus, pointer ' +
          'press or send; a send before it is there waits for it; a load that fails shows the connection error with retry.',
      },
    },
  },
} satisfies Meta<typeof LoadedSchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent from a script before anyone touched the form: it waits for the schema, then checks. */
export const SentBeforeLoaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const copy = formsCopy[storyLocale(globals)];
    const form = canvasElement.querySelector('form')!;
    const loads = canvasElement.querySelector('[data-schema-loads]')!;
    await expect(loads).toHaveAttribute('data-schema-loads', '0');
    form.requestSubmit();
    const email = within(canvasElement).getByRole('textbox', { name: /^E-Mail-Adresse/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(copy.required));
    await expect(email).toHaveFocus();
    await expect(loads).toHaveAttribute('data-schema-loads', '1');
  },
};

/** The first focus loads it; the send then checks at once, with the same schema. */
export const LoadedOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loads = canvasElement.querySelector('[data-schema-loads]')!;
    await expect(loads).toHaveAttribute('data-schema-loads', '0');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'kein-at');
    await waitFor(() => expect(loads).toHaveAttribute('data-schema-loads', '1'));
    await userEvent.click(canvas.getByRole('button', { name: /^Anmelden/ }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(loads).toHaveAttribute('data-schema-loads', '1');
  },
};

/** The schema cannot load: the connection error with retry; the retry loads it and checks. */
export const LoadFails: Story = {
  args: { failFirst: true },
  play: async ({ canvasElement, globals }) => {
    const copy = formsCopy[storyLocale(globals)];
    const canvas = within(canvasElement);
    canvasElement.querySelector('form')!.requestSubmit();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(copy.errors.network);
    await userEvent.click(within(alert).getByRole('button', { name: copy.retry }));
    const email = canvas.getByRole('textbox', { name: /^E-Mail-Adresse/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(copy.required));
    await expect(canvas.queryByText(copy.errors.network)).toBeNull();
    await expect(email).toHaveFocus();
  },
};
