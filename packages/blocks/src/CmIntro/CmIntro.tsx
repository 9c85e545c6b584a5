import { Container, Heading, RichText, hasRichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { CtaLinks } from '../shared/CtaLinks';
import { hasText } from '../shared/hasText';
import type { CmIntroBlock } from './schema';

/** Introduction text; the variant sets the layout, the content stays the same. */
export function CmIntro({ block, anchorId }: BlockProps<CmIntroBlock>) {
  const { variant = 'default', headingTag = 'h2', topline, headline, copy, links } = block;
  if (!hasBlockText(block)) return null;
  return (
    <section data-block="CmIntro" id={anchorId} className="hs-intro" data-variant={variant}>
      <Container>
        {variant === 'split' ? (
          <div className="hs-intro__split">
            <div className="hs-intro__split-head">
              {hasText(topline) && <p className="hs-block-text__topline">{topline}</p>}
              {hasText(headline) && (
                <Heading headingTag={headingTag} size="xl" className="hs-block-text__headline">
                  {headline}
                </Heading>
              )}
            </div>
            <div className="hs-intro__split-body">
              {hasRichText(copy) && <RichText html={copy} className="hs-block-text__copy" />}
              <CtaLinks links={links} />
            </div>
          </div>
        ) : (
          <BlockText
            {...block}
            headingTag={headingTag}
            headingSize={variant === 'lead' ? '2xl' : 'xl'}
            align={variant === 'centered' ? 'center' : 'start'}
            className="hs-intro__text"
          />
        )}
      </Container>
    </section>
  );
}
