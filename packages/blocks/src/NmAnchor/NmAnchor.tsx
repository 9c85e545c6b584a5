import { Container, Heading } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { PageNav } from '../PageNav/PageNav';
import { pageNavItems } from '../PageNav/pageNavItems';
import { usePageBlocks } from '../PageRenderer/pageContext';
import { hasText } from '../shared/hasText';
import type { NmAnchorBlock } from './schema';

/** The page navigation as a content block; renders nothing when no block is listed. */
export function NmAnchor({ block, anchorId }: BlockProps<NmAnchorBlock>) {
  const items = pageNavItems(usePageBlocks());
  if (items.length === 0) return null;
  const { headline, headingTag = 'h2' } = block;
  return (
    <div data-block="NmAnchor" id={anchorId} className="hs-anchor-nav">
      <Container className="hs-anchor-nav__inner">
        {hasText(headline) && (
          <Heading headingTag={headingTag} size="sm" className="hs-anchor-nav__headline">
            {headline}
          </Heading>
        )}
        <PageNav items={items} label={hasText(headline) ? headline : undefined} />
      </Container>
    </div>
  );
}
