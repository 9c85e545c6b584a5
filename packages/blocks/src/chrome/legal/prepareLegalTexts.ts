// The legal-texts modal's items, prepared where the content arrives (in an app: the server's
// loader), so the browser gets sanitised HTML and never loads the sanitiser. Exported by the main
// entry and `./chrome-dialogs`, never by `./chrome`: a page's first load must not reference DOMPurify.
import type { SiteDefinition } from '@healthsite/content-client';
import { hasRichText } from '@healthsite/ui';
import { sanitizeRichText } from '@healthsite/ui/sanitize';
import type { LegalTextItem } from './legalTexts';

/**
 * The items of `definition.products[].pflichttext`, each endverbrauchertext sanitised
 * (`sanitizeRichText`). Entries that show nothing once sanitised (missing, blank, only empty
 * paragraphs such as `<p>&nbsp;</p>`, only a script) are left out: no empty chip.
 */
export function prepareLegalTexts(products: SiteDefinition['products'] | undefined): LegalTextItem[] {
  const items: LegalTextItem[] = [];
  for (const product of products ?? []) {
    for (const entry of product.pflichttext) {
      if (!entry.endverbrauchertext) continue;
      const html = sanitizeRichText(entry.endverbrauchertext);
      if (!hasRichText(html)) continue;
      items.push({ assetId: product.assetId, productName: product.name, title: entry.title, html });
    }
  }
  return items;
}
