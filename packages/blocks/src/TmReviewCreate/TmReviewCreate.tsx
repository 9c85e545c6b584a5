import { Button, Container } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { useReviewCreateCopy } from './copy';
import { ReviewCreateDialog, type ReviewDraft } from './ReviewCreateDialog';
import type { TmReviewCreateBlock } from './schema';

/** Invites a review: the block's text and a button that opens the review form in a dialog. */
export function TmReviewCreate({
  block,
  anchorId,
  defaultOpen,
  initialDraft,
}: BlockProps<TmReviewCreateBlock> & { defaultOpen?: boolean; initialDraft?: Partial<ReviewDraft> }) {
  const copy = useReviewCreateCopy();
  const { topline, headline, headingTag = 'h2', copy: text, product, productName, privacyHref } = block;
  return (
    <section data-block="TmReviewCreate" id={anchorId} className="hs-review-cta">
      <Container className="hs-review-cta__inner">
        {hasBlockText({ topline, headline, copy: text }) && (
          <BlockText
            topline={topline}
            headline={headline}
            headingTag={headingTag}
            copy={text}
            align="center"
          />
        )}
        <ReviewCreateDialog
          product={product}
          productName={productName}
          privacyHref={privacyHref}
          defaultOpen={defaultOpen}
          initialDraft={initialDraft}
          trigger={<Button variant="contained-themed">{copy.open}</Button>}
        />
      </Container>
    </section>
  );
}
