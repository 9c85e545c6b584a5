import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ThemeMatrix } from '../internal/storybook/ThemeMatrix';
import { Link } from '../Link/Link';
import { Checkbox } from './Checkbox';
import { SegmentedToggle } from './SegmentedToggle';
import { Select } from './Select';
import { Textarea } from './Textarea';
import { TextInput } from './TextInput';

const meta = {
  title: 'UI/Form',
  component: TextInput,
  args: { label: 'Postleitzahl' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const products = [
  { value: 'care', label: 'CARE' },
  { value: 'comod', label: 'COMOD' },
  { value: 'night', label: 'NIGHT', disabled: true },
];

function FinderForm() {
  const [target, setTarget] = useState<'local' | 'online'>('local');
  const [product, setProduct] = useState('');
  const [accepted, setAccepted] = useState(false);
  return (
    <form
      className="sb-grid"
      style={{ gridTemplateColumns: 'repeat(2, minmax(0, 20rem))' }}
      onSubmit={(e) => e.preventDefault()}
    >
      <SegmentedToggle
        label="Suche"
        value={target}
        onChange={setTarget}
        options={[
          { value: 'local', label: 'In der Nähe' },
          { value: 'online', label: 'Online Apotheken' },
        ]}
      />
      <span />
      <Select
        label="Produkt"
        placeholder="Produkt auswählen"
        options={products}
        value={product}
        onChange={(e) => setProduct(e.target.value)}
      />
      <Select
        label="Variante"
        placeholder="Variante auswählen"
        options={[]}
        value=""
        disabled
        onChange={() => {}}
      />
      <TextInput
        label="Postleitzahl"
        placeholder="Postleitzahl eingeben"
        inputMode="numeric"
        minLength={5}
        maxLength={5}
        required
        hint="5 Ziffern"
      />
      <TextInput
        label="E-Mail"
        type="email"
        defaultValue="max@"
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
      />
      <Textarea label="Ihre Nachricht" maxLength={500} hint="Höchstens 500 Zeichen" />
      <Textarea label="Deaktiviert" disabled defaultValue="Nicht bearbeitbar" />
      <Checkbox
        label={
          <>
            Ich akzeptiere die <Link href="/datenschutz">Datenschutzerklärung</Link>
          </>
        }
        checked={accepted}
        onChange={(e) => setAccepted(e.target.checked)}
        required
      />
      <Checkbox label="Newsletter abonnieren" error="Bitte bestätigen Sie." />
    </form>
  );
}

/** All controls with placeholder, hint, error and disabled states (the finder and review forms). */
export const Controls: Story = {
  render: () => <FinderForm />,
  play: async ({ canvas }) => {
    const product = canvas.getByRole('combobox', { name: 'Produkt' });
    await expect(product).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Produkt auswählen' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'NIGHT' })).toBeDisabled();
    await userEvent.selectOptions(product, 'comod');
    await expect(product).toHaveValue('comod');
    await expect(canvas.getByRole('combobox', { name: 'Variante' })).toBeDisabled();

    const zip = canvas.getByRole('textbox', { name: 'Postleitzahl' });
    await expect(zip).toHaveAttribute('minlength', '5');
    await expect(zip).toHaveAttribute('maxlength', '5');
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
    await expect(zip).toHaveAccessibleDescription('5 Ziffern');
    await userEvent.type(zip, '1011599');
    await expect(zip).toHaveValue('10115');

    const email = canvas.getByRole('textbox', { name: 'E-Mail' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');

    const privacy = canvas.getByRole('checkbox', { name: 'Ich akzeptiere die Datenschutzerklärung' });
    await userEvent.click(privacy);
    await expect(privacy).toBeChecked();

    const nearby = canvas.getByRole('radio', { name: 'In der Nähe' });
    await expect(nearby).toBeChecked();
    nearby.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Online Apotheken' })).toBeChecked();
    zip.focus();
    zip.blur();
  },
};

export const ControlsEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div className="sb-grid" style={{ gridTemplateColumns: 'repeat(2, minmax(0, 20rem))' }}>
      <Select label="Product" placeholder="Choose a product" options={products} defaultValue="" />
      <TextInput label="Postcode" placeholder="Enter postcode" inputMode="numeric" maxLength={5} />
      <Checkbox label="I accept the privacy policy" defaultChecked />
      <SegmentedToggle
        label="Search"
        value="online"
        onChange={() => {}}
        options={[
          { value: 'local', label: 'Nearby' },
          { value: 'online', label: 'Online pharmacies' },
        ]}
      />
    </div>
  ),
};

/** Toggle, checkbox and focused input in every theme. */
export const Themes: Story = {
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className="sb-row">
          <SegmentedToggle
            label={`Suche ${theme}`}
            name={`target-${theme}`}
            value="local"
            onChange={() => {}}
            options={[
              { value: 'local', label: 'In der Nähe' },
              { value: 'online', label: 'Online' },
            ]}
          />
          <Checkbox label="Gewählt" defaultChecked />
        </div>
      )}
    </ThemeMatrix>
  ),
};
