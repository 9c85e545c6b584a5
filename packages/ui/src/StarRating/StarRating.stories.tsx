import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { StarRating, StarRatingInput } from './StarRating';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  args: { value: 4.5 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Display: whole and half stars, sizes, one accessible name. */
export const Display: Story = {
  render: () => (
    <div className="sb-stack">
      {[0, 1, 2.5, 3, 4.5, 5].map((value) => (
        <StarRating key={value} value={value} />
      ))}
      <div className="sb-row">
        <StarRating value={4} size="sm" />
        <StarRating value={4} size="lg" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '2,5 von 5 Sternen' })).toBeVisible();
  },
};

function ReviewRating() {
  const [value, setValue] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      className="sb-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <StarRatingInput
        label="Ihre Bewertung"
        value={value}
        onChange={setValue}
        required
        error={submitted && value === 0}
      />
      <Button type="submit" variant="contained-themed">
        Bewertung absenden
      </Button>
    </form>
  );
}

/**
 * Input: submitting without stars shows the required-rating error; arrow keys change the value.
 */
export const InputRequired: Story = {
  render: () => <ReviewRating />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bewertung absenden' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte geben Sie eine Sterne-Bewertung ab');
    const three = canvas.getByRole('radio', { name: '3 Sterne' });
    // People click the drawn star, i.e. the label (the radio itself is invisible).
    await userEvent.click((three as HTMLInputElement).labels![0]!);
    await expect(three).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 Sterne' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 Sterne' })).toBeChecked();
  },
};

export const InputErrorEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <StarRatingInput label="Your rating" value={0} onChange={() => {}} required error />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please give a star rating');
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please give a star rating',
    );
  },
};
