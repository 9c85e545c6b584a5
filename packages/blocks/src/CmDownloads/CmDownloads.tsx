import { Container, Icon, isInternalHref, Link, useLocale } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { useDownloadsCopy } from './copy';
import { fileTypeOf, formatFileSize } from './formatDownload';
import type { CmDownloadsBlock } from './schema';

/**
 * A list of downloads. Each entry is one link (the ui Link: internal paths stay in the tab, other
 * URLs open a new tab with rel="noopener noreferrer nofollow"); its name is the title followed by
 * type and size, so a screen reader hears "Gebrauchsanweisung LUMEDRA CARE, PDF, 1,2 MB".
 */
export function CmDownloads({ block, anchorId }: BlockProps<CmDownloadsBlock>) {
  const locale = useLocale();
  const copy = useDownloadsCopy();
  const { headingTag = 'h2' } = block;
  const downloads = (block.items ?? []).flatMap((item) =>
    hasText(item.title) && hasText(item.href) ? [{ ...item, title: item.title, href: item.href }] : [],
  );
  if (downloads.length === 0) return null;
  return (
    <section data-block="CmDownloads" id={anchorId} className="hs-downloads">
      <Container className="hs-downloads__inner">
        {hasBlockText(block) && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        <ul className="hs-downloads__list">
          {downloads.map((item, position) => {
            const meta = [
              fileTypeOf(item.href, item.fileType),
              item.size !== undefined ? formatFileSize(item.size, locale) : undefined,
            ].filter(Boolean);
            // Same-origin files are saved; the browser ignores `download` for other origins anyway.
            // The ui link rules decide what is same-origin (`//host` and `/\host` are other sites).
            const sameOrigin = isInternalHref(item.href);
            return (
              <li key={`${position}:${item.href}`} className="hs-downloads__item">
                <Link
                  href={item.href}
                  unstyled
                  className="hs-downloads__link"
                  download={sameOrigin ? '' : undefined}
                >
                  <Icon name="arrow-right" className="hs-downloads__icon" />
                  <span className="hs-downloads__text">
                    <span className="hs-downloads__title">{item.title}</span>
                    {meta.length > 0 && (
                      <span className="hs-downloads__meta">
                        <span className="hs-visually-hidden">, </span>
                        {meta.join(', ')}
                      </span>
                    )}
                    {hasText(item.description) && (
                      <span className="hs-downloads__description">
                        <span className="hs-visually-hidden">, </span>
                        {item.description}
                      </span>
                    )}
                  </span>
                  <span className="hs-downloads__action" aria-hidden="true">
                    {copy.download}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
