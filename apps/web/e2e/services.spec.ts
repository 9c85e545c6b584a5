// The services as a visitor and the team use them, end to end: reviews (write → moderate with the
// CLI → listed), newsletter double opt-in and unsubscribe through the mails MailDev caught, the
// contact form (its mail to CONTACT_TO), the generic form (the export lists it). German flows by
// keyboard alone; the same flows in English with the pointer.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { testTimeouts } from '../../../scripts/test-timeouts.ts';
import { MAILDEV, hydrated, linkIn, mailTo, servicesCli } from './helpers.ts';

// Writes share one database: the review flows count on each other's totals.
test.describe.configure({ mode: 'serial' });
test.setTimeout(testTimeouts.e2eServices);

/**
 * Presses Tab until `target` has the focus (a few controls, e.g. links in a label, may come
 * between), else Shift+Tab back past the start.
 */
async function tabTo(page: Page, target: Locator) {
  const focused = () => target.evaluate((el) => el === document.activeElement);
  for (const [key, presses] of [
    ['Tab', 12],
    ['Shift+Tab', 24],
  ] as const) {
    for (let i = 0; i < presses; i++) {
      if (await focused()) return;
      await page.keyboard.press(key);
    }
  }
  await expect(target).toBeFocused();
}

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

interface PendingReview {
  id: string;
  title: string;
}

function approveByTitle(title: string): string {
  const pending = JSON.parse(servicesCli('reviews', 'pending', '--json')) as PendingReview[];
  const review = pending.find((r) => r.title === title);
  if (!review) throw new Error(`review "${title}" is not pending`);
  expect(servicesCli('reviews', 'approve', review.id)).toContain('approved');
  return review.id;
}

async function reviewTotal(reviews: Locator): Promise<number> {
  const heading = reviews.getByRole('heading', { name: /\d+ (Bewertung|review)/ });
  await expect(heading).toBeVisible();
  return Number(/(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
}

test('reviews (de, keyboard): write one, the team approves it with the CLI, it is listed with the new count', async ({
  page,
}) => {
  await page.goto('/produkte/dual');
  await hydrated(page);
  const reviews = page.locator('[data-block="TmReviews"]');
  const before = await reviewTotal(reviews);

  const open = reviews.getByRole('button', { name: 'Bewertung schreiben' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Stars: a radio group, chosen with the arrow keys.
  const firstStar = dialog.getByRole('radio').first();
  await tabTo(page, firstStar);
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  const title = `Per Tastatur bewertet ${Date.now().toString(36)}`;
  await tabTo(page, dialog.getByRole('textbox', { name: /^Titel/ }));
  await page.keyboard.type(title);
  await tabTo(page, dialog.getByRole('textbox', { name: /^Ihre Erfahrung/ }));
  await page.keyboard.type('Nach langen Tagen am Bildschirm angenehm, ganz ohne Brennen.');
  await tabTo(page, dialog.getByRole('textbox', { name: /^Angezeigter Name/ }));
  await page.keyboard.type('Tastatur-Test');
  await tabTo(page, dialog.getByRole('textbox', { name: /^E-Mail-Adresse/ }));
  await page.keyboard.type(unique('review'));
  await tabTo(page, dialog.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Bewertung absenden' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Vielen Dank für Ihre Bewertung!');

  approveByTitle(title);
  await page.reload();
  await expect.poll(() => reviewTotal(reviews)).toBe(before + 1);
  // Newest first by default: the new review leads the list, with its four stars.
  const first = reviews.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(first.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
  await expect(reviews).toContainText(/Durchschnittliche Bewertung: \d,\d von 5 Sternen/);

  // Sort by keyboard: the lowest rating first (type-ahead on the focused select). The keyboard
  // starts from the block's button, as after the dialog closed.
  const sort = reviews.getByRole('combobox', { name: 'Sortieren nach' });
  await reviews.getByRole('button', { name: 'Bewertung schreiben' }).focus();
  await tabTo(page, sort);
  await page.keyboard.type('Schlechteste');
  await expect(sort).toHaveValue('rating-asc');
  await expect(
    reviews
      .getByRole('article')
      .first()
      .getByRole('img', { name: /^[1-3] von 5 Sternen/ }),
  ).toBeVisible();
});

test('reviews (en): write one, approved, "load more" pages through real data, sorts work', async ({
  page,
}) => {
  await page.goto('/en/products/dual');
  await hydrated(page);
  const reviews = page.locator('[data-block="TmReviews"]');
  const before = await reviewTotal(reviews);
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog');
  // People click the drawn star: the radio's label (the radio itself is invisible).
  await dialog.locator('label.hs-stars-input__label').nth(1).click();
  await expect(dialog.getByRole('radio', { name: '2 stars' })).toBeChecked();
  const title = `Clicked review ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /^Your experience/ })
    .fill('Fine, but the bottle is hard to squeeze.');
  await dialog.getByRole('textbox', { name: /^Displayed name/ }).fill('Mouse Test');
  await dialog.getByRole('textbox', { name: /^Email address/ }).fill(unique('review-en'));
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you for your review!');
  approveByTitle(title);

  await page.reload();
  await expect.poll(() => reviewTotal(reviews)).toBe(before + 1);
  expect(before + 1).toBeGreaterThan(5); // four demo reviews + the German one + this one: two pages
  await expect(reviews.getByRole('article')).toHaveCount(5);
  await reviews.getByRole('button', { name: 'Load more reviews' }).click();
  await expect(reviews.getByRole('article')).toHaveCount(Math.min(before + 1, 10));
  await reviews.getByRole('combobox', { name: 'Sort by' }).selectOption('rating-asc');
  await expect(reviews.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(
    /Clicked review|Beispiel|Example/,
  );
  await expect(
    reviews
      .getByRole('article')
      .first()
      .getByRole('img', { name: /^[12] out of 5 stars/ }),
  ).toBeVisible();
});

test('newsletter (de, keyboard): sign up, confirm from the mail, unsubscribe with the mail link', async ({
  page,
  request,
}) => {
  const address = unique('newsletter');
  await page.goto('/newsletter');
  await hydrated(page);
  const block = page.locator('[data-block="CmNewsletter"]');
  const email = block.getByRole('textbox', { name: /^E-Mail-Adresse/ });
  await email.focus();
  await page.keyboard.type(address);
  await tabTo(page, block.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
  await page.keyboard.press('Space');
  await tabTo(page, block.getByRole('button', { name: 'Newsletter abonnieren' }));
  await page.keyboard.press('Enter');
  await expect(block.getByRole('status')).toBeVisible();

  const confirmMail = await mailTo(request, address, /^Bitte bestätigen Sie Ihre Anmeldung/);
  await page.goto(linkIn(confirmMail, '/newsletter/bestaetigen'));
  await hydrated(page);
  const confirm = page.getByRole('button', { name: 'Anmeldung bestätigen' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Vielen Dank für Ihre Anmeldung!');
  await expect(page).toHaveURL(/\/newsletter\/bestaetigen\?status=confirmed$/);

  const welcome = await mailTo(request, address, /^Willkommen/);
  await page.goto(linkIn(welcome, '/newsletter/abbestellen'));
  await hydrated(page);
  const leave = page.getByRole('button', { name: 'Newsletter abbestellen' });
  await tabTo(page, leave);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Sie haben den Newsletter abbestellt.',
  );
  const rows = JSON.parse(servicesCli('submissions', 'export', 'newsletter', '--format', 'json')) as {
    email: string;
    status: string;
  }[];
  expect(rows.find((r) => r.email === address)?.status).toBe('unsubscribed');

  // A used link says so instead of pretending.
  await page.goto(linkIn(confirmMail, '/newsletter/bestaetigen'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Dieser Link ist ungültig oder abgelaufen.');
});

test('newsletter (en): sign up and confirm; the unsubscribe form mails a link that unsubscribes', async ({
  page,
  request,
}) => {
  const address = unique('newsletter-en');
  await page.goto('/en/newsletter');
  await hydrated(page);
  const block = page.locator('[data-block="CmNewsletter"]');
  await block.getByRole('textbox', { name: /^Email address/ }).fill(address);
  await block.getByRole('checkbox', { name: /privacy policy/ }).check();
  await block.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
  const confirmMail = await mailTo(request, address, /^Please confirm your subscription/);
  await page.goto(linkIn(confirmMail, '/en/newsletter/confirm'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Thank you for subscribing to our newsletter!',
  );

  await page.goto('/en/newsletter/unsubscribe');
  await hydrated(page);
  const form = page.locator('[data-block="CmNewsletterUnsubscribe"]');
  await form.getByRole('textbox', { name: /^Email address/ }).fill(address);
  await form.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(form.getByRole('status')).toContainText('Please check your inbox.');
  const linkMail = await mailTo(request, address, /^Unsubscribe from the/);
  await page.goto(linkIn(linkMail, '/en/newsletter/unsubscribe/confirm'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'You have unsubscribed from the newsletter.',
  );
});

for (const { locale, path, labels } of [
  {
    locale: 'de-DE',
    path: '/kontakt',
    labels: {
      topic: 'Thema',
      message: 'Ihre Nachricht',
      name: 'Name',
      email: 'E-Mail-Adresse',
      privacy: /Datenschutzerklärung/,
      submit: /senden/i,
    },
  },
  {
    locale: 'en',
    path: '/en/contact',
    labels: {
      topic: 'Topic',
      message: 'Your message',
      name: 'Name',
      email: 'Email address',
      privacy: /privacy policy/,
      submit: /send/i,
    },
  },
]) {
  test(`contact form (${locale}, keyboard): sent, and the mail reaches CONTACT_TO`, async ({
    page,
    request,
  }) => {
    const marker = `Kontakt-${Date.now().toString(36)}`;
    await page.goto(path);
    await hydrated(page);
    const form = page.locator('[data-block="CmRequestForm"]');
    const topic = form.getByRole('combobox', { name: new RegExp(`^${labels.topic}`) });
    await topic.focus();
    // ArrowDown picks the first topic; typing its name would depend on the select's type-ahead,
    // which restarts after a pause between two keys (a busy machine makes such pauses).
    await page.keyboard.press('ArrowDown');
    await expect(topic).not.toHaveValue('');
    await tabTo(page, form.getByRole('textbox', { name: new RegExp(`^${labels.message}`) }));
    await page.keyboard.type(`${marker}: Darf ich die Tropfen mit weichen Kontaktlinsen verwenden?`);
    await tabTo(page, form.getByRole('textbox', { name: new RegExp(`^${labels.name}`) }));
    await page.keyboard.type('Kim Tastatur');
    await tabTo(page, form.getByRole('textbox', { name: new RegExp(`^${labels.email}`) }));
    await page.keyboard.type(unique('contact'));
    await tabTo(page, form.getByRole('checkbox', { name: labels.privacy }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: labels.submit }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toBeVisible();
    let mail: { text?: string; subject: string } | undefined;
    await expect
      .poll(async () => {
        const res = await request.get(`${MAILDEV}/api/email`);
        const all = (await res.json()) as { text?: string; subject: string; to: { address: string }[] }[];
        mail = all.find(
          (m) => m.to.some((t) => t.address === 'kontakt@lumedra.example') && m.text?.includes(marker),
        );
        return mail !== undefined;
      })
      .toBe(true);
    expect(mail?.subject).toMatch(/Kontaktanfrage/);
  });
}

for (const { locale, path, keyboard, labels } of [
  {
    locale: 'de-DE',
    path: '/downloads',
    keyboard: true,
    labels: {
      practice: 'Praxis oder Apotheke',
      name: 'Ansprechperson',
      email: 'E-Mail-Adresse',
      address: 'Lieferanschrift',
      product: 'Produkt',
      professional: /Heilberuf/,
      privacy: /Datenschutzerklärung/,
      submit: 'Muster anfordern',
    },
  },
  {
    locale: 'en',
    path: '/en/downloads',
    keyboard: false,
    labels: {
      practice: 'Practice or pharmacy',
      name: 'Contact person',
      email: 'Email address',
      address: 'Delivery address',
      product: 'Product',
      professional: /healthcare|pharmacy/i,
      privacy: /privacy policy/,
      submit: /request/i,
    },
  },
]) {
  test(`generic form (${locale}${keyboard ? ', keyboard' : ''}): submitted on ${path}, and the export lists it`, async ({
    page,
  }) => {
    const practice = `Apotheke ${Date.now().toString(36)}`;
    await page.goto(path);
    await hydrated(page);
    const form = page.locator('[data-block="CmGenericForm"]');
    const textbox = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
    const texts: [string, string][] = [
      [labels.practice, practice],
      [labels.name, 'Dr. Muster'],
      [labels.email, unique('form')],
      [labels.address, 'Musterstraße 1, 24937 Flensburg'],
    ];
    const product = form.getByRole('combobox', { name: new RegExp(`^${labels.product}`) });
    const checkboxes = [
      form.getByRole('checkbox', { name: labels.professional }),
      form.getByRole('checkbox', { name: labels.privacy }),
    ];
    const submit = form.getByRole('button', { name: labels.submit });
    if (keyboard) {
      await textbox(labels.practice).focus();
      for (const [label, value] of texts) {
        await tabTo(page, textbox(label));
        await page.keyboard.type(value);
      }
      await tabTo(page, product);
      await page.keyboard.press('ArrowDown');
      await expect(product).not.toHaveValue('');
      for (const box of checkboxes) {
        await tabTo(page, box);
        await page.keyboard.press('Space');
        await expect(box).toBeChecked();
      }
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
    } else {
      for (const [label, value] of texts) await textbox(label).fill(value);
      await product.selectOption({ index: 1 });
      for (const box of checkboxes) await box.check();
      await submit.click();
    }
    await expect(form.getByRole('status')).toBeVisible();
    const rows = JSON.parse(servicesCli('submissions', 'export', 'forms', '--format', 'json')) as {
      formId: string;
      values: Record<string, unknown>;
    }[];
    expect(rows.find((r) => r.values.practice === practice)?.formId).toBe('muster-anfordern');
  });
}
