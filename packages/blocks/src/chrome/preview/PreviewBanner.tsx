import { useId } from 'react';
import type { Locale } from '@healthsite/ui';
import { useChromeCopy } from '../copy';

export interface PreviewBannerProps {
  /** Where "end preview" leads (the app's endpoint that drops the preview cookie and comes back). */
  endHref: string;
  locale?: Locale | undefined;
}

/**
 * Shown while an editor looks at unpublished content (draft preview): a strip above the header that
 * says so and ends the preview. Its link is a plain document navigation (it drops a cookie).
 */
export function PreviewBanner({ endHref, locale }: PreviewBannerProps) {
  const copy = useChromeCopy(locale);
  const labelId = useId();
  return (
    <section className="hs-preview-banner" aria-labelledby={labelId} data-preview="">
      <p className="hs-preview-banner__text">
        <strong id={labelId} className="hs-preview-banner__label">
          {copy.previewLabel}
        </strong>{' '}
        {copy.previewText}
      </p>
      <a className="hs-preview-banner__end" href={endHref} data-reload-document="">
        {copy.previewEnd}
      </a>
    </section>
  );
}
