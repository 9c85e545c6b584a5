import { Container } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { finderProductKey } from '../shared/productTitle';
import type { TmApoBlock } from './schema';

/**
 * Pharmacy-finder teaser. The finder itself is an overlay owned by the app (opened by the
 * `#apofinder` link); the product to preselect travels as `data-preselect-product` on the block,
 * so the app's finder launcher can read it from the clicked link's closest `[data-block="TmApo"]`.
 */
export function TmApo({ block, anchorId }: BlockProps<TmApoBlock>) {
  const { headingTag = 'h2', preselectProductName } = block;
  if (!hasBlockText(block)) return null;
  return (
    <section
      data-block="TmApo"
      id={anchorId}
      className="hs-apo"
      data-preselect-product={finderProductKey(preselectProductName)}
    >
      <Container>
        <div className="hs-apo__surface">
          <svg className="hs-apo__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <rect x="4" y="4" width="40" height="40" rx="10" fill="currentColor" opacity="0.15" />
            <path d="M20 12h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="currentColor" />
          </svg>
          <BlockText {...block} headingTag={headingTag} headingSize="lg" className="hs-apo__text" />
        </div>
      </Container>
    </section>
  );
}
