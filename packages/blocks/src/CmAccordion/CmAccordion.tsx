import { Accordion, Container, RichText, hasRichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { itemHeadingTag } from '../shared/headingLevel';
import type { CmAccordionBlock } from './schema';

/**
 * FAQ accordion on the ui Accordion: each question is a button inside a heading one level
 * below the block headline, with aria-expanded and arrow-key navigation between questions.
 */
export function CmAccordion({ block, anchorId }: BlockProps<CmAccordionBlock>) {
  const { headingTag = 'h2', headline, multiple = false, openFirst = false } = block;
  const entries = (block.items ?? []).flatMap(({ question, answer }) =>
    hasText(question) && hasRichText(answer) ? [{ question, answer }] : [],
  );
  if (entries.length === 0) return null;
  const hasIntro = hasBlockText(block);
  // A question is never an h1, even in a block without a headline.
  const tag = itemHeadingTag(headingTag, headline);
  const triggerTag = tag === 'h1' ? 'h2' : tag;
  return (
    <section data-block="CmAccordion" id={anchorId} className="hs-cm-accordion">
      <Container className="hs-cm-accordion__inner">
        {hasIntro && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        <Accordion
          type={multiple ? 'multiple' : 'single'}
          defaultValue={openFirst ? ['q-0'] : []}
          headingTag={triggerTag}
          items={entries.map((entry, position) => ({
            value: `q-${position}`,
            title: entry.question,
            content: <RichText html={entry.answer} className="hs-cm-accordion__answer" />,
          }))}
        />
      </Container>
    </section>
  );
}
