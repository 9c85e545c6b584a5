import { Container, ResponsiveImage, RichText, Tabs, hasRichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { useTabsCopy } from './copy';
import type { CmTabsBlock } from './schema';

/**
 * Tabs on the ui Tabs: a labelled tab list, arrow keys move between tabs, each panel is
 * labelled by its tab. A tab needs a label and something to show.
 */
export function CmTabs({ block, anchorId }: BlockProps<CmTabsBlock>) {
  const copy = useTabsCopy();
  const { headingTag = 'h2', headline } = block;
  const tabs = (block.items ?? []).filter(
    (tab) => hasText(tab.label) && (hasRichText(tab.copy) || tab.image),
  );
  if (tabs.length === 0) return null;
  return (
    <section data-block="CmTabs" id={anchorId} className="hs-cm-tabs">
      <Container className="hs-cm-tabs__inner">
        {hasBlockText(block) && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        <Tabs
          label={hasText(headline) ? headline : copy.listLabel}
          className="hs-cm-tabs__tabs"
          items={tabs.map((tab, position) => ({
            value: `tab-${position}`,
            label: tab.label,
            content: (
              <div className="hs-cm-tabs__panel" data-has-image={tab.image ? '' : undefined}>
                {hasRichText(tab.copy) && <RichText html={tab.copy} className="hs-cm-tabs__copy" />}
                {tab.image && (
                  <ResponsiveImage
                    className="hs-cm-tabs__image"
                    src={tab.image.src}
                    alt={tab.image.alt}
                    type={tab.image.type}
                    ratio={tab.image.ratio ?? '3-2'}
                    sizes="(min-width: 1024px) 40vw, 100vw"
                  />
                )}
              </div>
            ),
          }))}
        />
      </Container>
    </section>
  );
}
