import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy, type BuiltInLocale as Locale } from '@healthsite/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { InMemoryServicesProvider } from '../services/InMemoryServicesProvider';
import type { InMemoryServicesOptions } from '../services/inMemory';
import { formsCopy } from '../services/forms/copy';
import { reviewCreateCopy } from '../TmReviewCreate/copy';
import { reviewCountHeadline, reviewsCopy } from './copy';
import { demoReviews } from './fixtures';
import { tmReviewsSchema } from './schema';
import { TmReviews } from './TmReviews';
import { storyLocale } from '../__fixtures__/storyLocale';

const block = (locale: Locale, pageSize = 3) =>
  tmReviewsSchema.parse({
    id: 'reviews',
    uiComponent: 'TmReviews',
    topline: 'LUMEDRA DUAL',
    product: 'prod-dual',
    productName: 'LUMEDRA DUAL',
    pageSize,
    privacyHref: locale === 'en' ? '/en/privacy' : '/datenschutz',
  });

const meta = {
  title: 'Blocks/TmReviews',
  component: TmReviews,
  parameters: {
    docs: {
      description: {
        component:
          'The reviews of one product from `services.reviews.list` (GET /api/reviews): the count as the headline ' +
          '(Intl.PluralRules), the average, sorting (highest, lowest rating, newest, oldest), "load more", and a button ' +
          'that opens the review dialog. Fields: `product` (assetId), `productName`, `pageSize` (default 5), `sort` ' +
          '(default newest), `allowCreate` (default true), `privacyHref`, `topline`, `copy`.',
      },
    },
  },
  args: { block: block('de-DE'), index: 1 },
} satisfies Meta<typeof TmReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

const withReviews =
  (count: number, script?: InMemoryServicesOptions['script']): Story['render'] =>
  (_, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <InMemoryServicesProvider reviews={demoReviews(locale, count)} script={script}>
        <TmReviews block={block(locale)} index={1} />
      </InMemoryServicesProvider>
    );
  };

const english = (story: Story): Story => ({ ...story, name: undefined, globals: { locale: 'en' } });

/** No reviews yet: the headline says so; the write button is there. */
export const None: Story = {
  render: withReviews(0),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: reviewCountHeadline(0, locale) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: reviewCreateCopy[locale].open })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** One review: singular headline, verified buyer, team reply. */
export const One: Story = {
  render: withReviews(1),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const copy = reviewsCopy[locale];
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: locale === 'en' ? '1 review' : '1 Bewertung' }),
    ).toBeVisible();
    const review = canvas.getByRole('article');
    await expect(within(review).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(review).toHaveTextContent(copy.verifiedBuyer);
    await expect(review).toHaveTextContent(copy.teamReply);
    await expect(
      within(review).getByRole('img', { name: locale === 'en' ? '5 out of 5 stars' : '5 von 5 Sternen' }),
    ).toBeVisible();
  },
};

/** Twelve reviews, three per page: "load more" adds three and moves the focus to the first new one. */
export const Many: Story = {
  render: withReviews(12),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const copy = reviewsCopy[locale];
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: reviewCountHeadline(12, locale) }),
    ).toBeVisible();
    await expect(canvas.getByText(copy.average(locale === 'en' ? '3.8' : '3,8'))).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: copy.loadMore }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
    await waitFor(() => expect(canvas.getAllByRole('article')[3]).toHaveFocus());
    await expect(canvas.getByText(copy.shown(6, 12))).toBeVisible();
  },
};

/** Sorting reloads from the first page in the chosen order. */
export const Sorting: Story = {
  render: withReviews(12),
  parameters: { screenshot: false },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const copy = reviewsCopy[locale];
    const canvas = within(canvasElement);
    const sort = await canvas.findByRole('combobox', { name: copy.sortLabel });
    await userEvent.selectOptions(sort, 'rating-asc');
    await waitFor(() =>
      expect(canvas.getAllByRole('article')[0]).toHaveTextContent(
        locale === 'en' ? 'Bottle leaked' : 'Flasche ausgelaufen',
      ),
    );
    await userEvent.selectOptions(sort, 'rating-desc');
    await waitFor(() =>
      expect(canvas.getAllByRole('article')[0]).toHaveTextContent(
        locale === 'en' ? 'Finally some peace' : 'Endlich Ruhe',
      ),
    );
    await userEvent.selectOptions(sort, 'oldest');
    await waitFor(() =>
      expect(canvas.getAllByRole('article')[0]).toHaveTextContent(locale === 'en' ? 'Solid' : 'Solide'),
    );
  },
};

/** The first page is loading. */
export const Loading: Story = {
  render: withReviews(12, ['hold']),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(reviewsCopy[storyLocale(globals)].loading);
  },
};

/** "Load more" is waiting for the next page: the button is busy, the loaded reviews stay. */
export const LoadingMore: Story = {
  render: withReviews(12, ['ok', 'hold']),
  play: async ({ canvasElement, globals }) => {
    const copy = reviewsCopy[storyLocale(globals)];
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: new RegExp(copy.loadMore) });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** The first page failed: message and retry. */
export const Error: Story = {
  render: withReviews(12, ['server']),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(reviewsCopy[locale].loadError);
    await expect(within(alert).getByRole('button', { name: formsCopy[locale].retry })).toBeVisible();
  },
};

/** Retry after a failed first page loads the reviews. */
export const ErrorThenRetry: Story = {
  render: withReviews(12, ['server']),
  parameters: { screenshot: false },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: formsCopy[locale].retry }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: reviewCountHeadline(12, locale) }),
    ).toBeVisible();
  },
};

/** "Load more" failed: the loaded reviews stay, the button offers a retry. */
export const LoadMoreError: Story = {
  render: withReviews(12, ['ok', 'network']),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: reviewsCopy[locale].loadMore }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(reviewsCopy[locale].loadMoreError);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: formsCopy[locale].retry }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
  },
  parameters: { screenshot: false },
};

/** On a themed product page: the review dialog (a portal on <body>) takes the page theme. */
export const WriteOnThemedPage: Story = {
  render: withReviews(1),
  globals: { theme: 'dual' },
  parameters: { screenshot: { target: 'page' }, layout: 'fullscreen' },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: reviewCreateCopy[locale].open }));
    const dialog = await screen.findByRole('dialog', {
      name: reviewCreateCopy[locale].title('LUMEDRA DUAL'),
    });
    await expect(dialog).toHaveAttribute('data-theme', 'dual');
  },
};

export const NoneEnglish = english(None);
export const OneEnglish = english(One);
export const ManyEnglish = english(Many);
export const LoadingEnglish = english(Loading);
export const LoadingMoreEnglish = english(LoadingMore);
export const ErrorEnglish = english(Error);
export const SortingEnglish = english(Sorting);

/**
 * "Bewertung schreiben" opens the review form, whose code loads with that first opening; closing it
 * gives the focus back to the button, and the draft is still there at the next opening (the
 * button controls the dialog, which is not its trigger).
 */
export const WriteReview: Story = {
  render: withReviews(2),
  parameters: { screenshot: false },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const copy = reviewCreateCopy[locale];
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: copy.open });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: copy.title('LUMEDRA DUAL') });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(copy.reviewTitle) }),
      'Angenehm',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: uiCopy[locale].close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    const again = await screen.findByRole('dialog', { name: copy.title('LUMEDRA DUAL') });
    await expect(within(again).getByRole('textbox', { name: new RegExp(copy.reviewTitle) })).toHaveValue(
      'Angenehm',
    );
  },
};
