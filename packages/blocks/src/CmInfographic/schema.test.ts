import { describe, expect, it } from 'vitest';
import { cmInfographicSchema } from './schema';

describe('cmInfographicSchema', () => {
  const base = { id: 'i', uiComponent: 'CmInfographic' };

  it('accepts a block without any image (it renders nothing)', () => {
    expect(cmInfographicSchema.safeParse(base).success).toBe(true);
  });

  it('requires alt text on the infographic, but not on the teaser', () => {
    expect(cmInfographicSchema.safeParse({ ...base, infographic: { src: '/images/a' } }).success).toBe(false);
    expect(
      cmInfographicSchema.safeParse({ ...base, infographic: { src: '/images/a', alt: '  ' } }).success,
    ).toBe(false);
    expect(
      cmInfographicSchema.safeParse({
        ...base,
        image: { src: '/images/t' },
        infographic: { src: '/images/a', alt: 'Schaubild' },
      }).success,
    ).toBe(true);
  });
});
