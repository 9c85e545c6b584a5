import { describe, expect, it } from 'vitest';
import type { Review } from '@healthsite/services/contract';
import { isServiceError } from '@healthsite/services/errors';
import { createInMemoryServices, createUnavailableServices } from './inMemory';

const reviews: Review[] = Array.from({ length: 7 }, (_, i) => ({
  id: `r${i + 1}`,
  rating: (i % 5) + 1,
  title: `Titel ${i + 1}`,
  content: 'Inhalt',
  displayName: 'Name',
  verifiedBuyer: i % 2 === 0,
  createdAt: `2026-01-0${i + 1}T09:00:00Z`,
}));

const submission = {
  product: 'prod-dual',
  rating: 5,
  title: 'Sehr gut',
  content: 'Endlich keine trockenen Augen mehr im Büro.',
  displayName: 'Jo',
  email: 'jo@example.com',
  privacyAccepted: true,
  locale: 'de-DE',
} as const;

describe('createInMemoryServices', () => {
  it('pages through the reviews with cursors, total and average', async () => {
    const { reviews: service } = createInMemoryServices({ reviews });
    const first = await service.list({ product: 'prod-dual', sort: 'oldest', limit: 3 });
    expect(first.items.map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(first).toMatchObject({ total: 7, average: 2.6, nextCursor: '3' });
    const last = await service.list({ product: 'prod-dual', sort: 'oldest', limit: 3, cursor: '6' });
    expect(last.items.map((r) => r.id)).toEqual(['r7']);
    expect(last.nextCursor).toBeNull();
  });

  it('sorts by rating and date and keeps reviews per product', async () => {
    const { reviews: service } = createInMemoryServices({ reviews: { 'prod-gel': reviews } });
    const best = await service.list({ product: 'prod-gel', sort: 'rating-desc', limit: 2 });
    expect(best.items.map((r) => r.rating)).toEqual([5, 4]);
    const none = await service.list({ product: 'prod-dual' });
    expect(none).toEqual({ items: [], nextCursor: null, total: 0, average: null });
  });

  it('validates like the server and answers 400 with the fields', async () => {
    const services = createInMemoryServices();
    await expect(
      services.reviews.create({ ...submission, title: 'x', privacyAccepted: false as never }),
    ).rejects.toMatchObject({
      kind: 'validation',
      status: 400,
      fields: { title: expect.any(String), privacyAccepted: expect.any(String) },
    });
  });

  it('accepts a second review of the same product by the same address like the first (no 409)', async () => {
    const services = createInMemoryServices();
    await expect(services.reviews.create(submission)).resolves.toEqual({
      id: 'review-0001',
      status: 'pending',
    });
    await expect(services.reviews.create(submission)).resolves.toEqual({
      id: 'review-0002',
      status: 'pending',
    });
  });

  it('fails the next call once, then answers again', async () => {
    const services = createInMemoryServices({ failNext: 'server' });
    await expect(services.newsletter.unsubscribe({ email: 'a@b.de', locale: 'en' })).rejects.toMatchObject({
      kind: 'server',
      status: 500,
    });
    await expect(services.newsletter.unsubscribe({ email: 'a@b.de', locale: 'en' })).resolves.toEqual({
      status: 'link-sent',
    });
    services.control.failNext({ kind: 'rate-limited', retryAfterSeconds: 10 });
    await expect(services.request.send({} as never)).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 10,
    });
  });

  it('holds calls until released, and records them', async () => {
    const services = createInMemoryServices({ held: true });
    let done = false;
    const call = services.newsletter
      .subscribe({ email: 'a@b.de', privacyAccepted: true, locale: 'de-DE' })
      .then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    services.control.release();
    await call;
    expect(done).toBe(true);
    expect(services.control.calls.map((c) => c.service)).toEqual(['newsletter.subscribe']);
  });

  it('validates a generic form against its definition when it knows it', async () => {
    const services = createInMemoryServices({
      forms: {
        muster: { formId: 'muster', fields: [{ type: 'text', name: 'name', label: 'Name', required: true }] },
      },
    });
    await expect(
      services.forms.submit('muster', { values: { name: '' }, locale: 'de-DE' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fields: { 'values.name': expect.any(String) },
    });
    await expect(
      services.forms.submit('muster', { values: { name: 'Jo' }, privacyAccepted: true, locale: 'de-DE' }),
    ).resolves.toEqual({
      id: 'form-0001',
    });
  });
});

describe('createUnavailableServices', () => {
  it('rejects every call with a ServiceError of kind `unavailable`', async () => {
    const services = createUnavailableServices();
    for (const call of [
      () => services.reviews.list({ product: 'p' }),
      () => services.newsletter.subscribe({ email: 'a@example.org', privacyAccepted: true, locale: 'de-DE' }),
      () => services.request.send({} as Parameters<typeof services.request.send>[0]),
    ]) {
      const error: unknown = await call().catch((e: unknown) => e);
      expect(isServiceError(error)).toBe(true);
      expect(error).toMatchObject({ kind: 'unavailable' });
    }
  });
});

describe('in-memory script', () => {
  it('answers, holds or fails the first calls in order', async () => {
    const services = createInMemoryServices({ reviews, script: ['ok', 'server', 'hold'] });
    await expect(services.reviews.list({ product: 'p' })).resolves.toMatchObject({ total: 7 });
    await expect(services.reviews.list({ product: 'p' })).rejects.toMatchObject({ kind: 'server' });
    let settled = false;
    void services.reviews.list({ product: 'p' }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    await expect(services.reviews.list({ product: 'p' })).resolves.toMatchObject({ total: 7 });
  });
});
