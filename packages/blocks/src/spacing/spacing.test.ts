import { describe, expect, it } from 'vitest';
import { neighbourAttributes, neighbourRules, sectionSpacingRem, spacingBetween } from './spacing';

describe('spacingBetween', () => {
  it.each([
    // [above, below, gap, pullUp]
    [undefined, 'SmStage', 'none', false],
    [undefined, 'SmStageSingle', 'none', false],
    [undefined, 'SmProductHero', 'none', false],
    [undefined, 'CmCopyCenter', 'md', false],
    ['SmStage', 'CmCopyCenter', 'none', false],
    ['SmStageSingle', 'TmArticleL', 'none', false],
    ['SmProductHero', 'NmAnchor', 'none', false],
    ['CmCopyCenter', 'SmProductHero', 'md', false],
    ['CmCopyCenter', 'CmCopyCenter', 'md', false],
    ['CmCopyCenter', 'SmStage', 'md', false],
    ['TmApo', 'TmArticleL', 'none', true],
    ['TmApo', 'TmArticleXl', 'none', true],
    ['TmApo', 'TmArticleCollection', 'none', true],
    ['TmApo', 'CmCopyCenter', 'md', false],
    ['CmHighlight', 'TmArticleL', 'md', false],
    ['CmIntro', 'CmIntro', 'sm', false],
    ['NmAnchor', 'CmCopyCenter', 'sm', false],
  ] as const)('%s → %s: %s', (above, below, gap, pullUp) => {
    expect(spacingBetween(above, below)).toEqual({ gap, pullUp });
  });

  it('uses the spec sizes (rem)', () => {
    expect(sectionSpacingRem).toEqual({ none: 0, xs: 1, sm: 1.25, md: 2.5, lg: 5 });
  });

  it('explains every rule', () => {
    for (const rule of neighbourRules) expect(rule.why.length).toBeGreaterThan(10);
  });
});

describe('neighbourAttributes (TmSpeech colour follows the next block)', () => {
  it.each([
    ['CmHighlight', 'themed'],
    ['TmApo', 'themed'],
    ['SmStage', 'themed'],
    ['SmProductHero', 'themed'],
    ['CmCopyCenter', 'plain'],
    [undefined, 'plain'],
  ] as const)('TmSpeech above %s is %s', (below, tone) => {
    expect(neighbourAttributes('TmSpeech', below)).toEqual({ 'data-speech-tone': tone });
  });

  it('gives other blocks no attributes', () => {
    expect(neighbourAttributes('CmCopyCenter', 'CmHighlight')).toEqual({});
  });
});
