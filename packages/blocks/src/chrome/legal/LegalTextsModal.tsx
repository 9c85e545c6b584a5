import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { ChipGroup, Dialog, RichText, type Locale } from '@healthsite/ui';
import { useChromeDialogCopy } from '../dialogCopy';
import { legalModalHeight, legalProducts, visibleLegalItems, type LegalTextItem } from './legalTexts';

export interface LegalTextsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From `prepareLegalTexts(definition.products)`, on the server: the texts arrive sanitised. */
  items: readonly LegalTextItem[];
  /** Selected product asset ids; none selected shows every text. */
  selected: readonly string[];
  onToggle: (assetId: string, pressed: boolean) => void;
  /** `Alle`: clear every selection. */
  onClear: () => void;
  locale?: Locale;
  /** Gets focus back when the modal closes (the floating button); see ui `Dialog`. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The legal-texts modal (compulsoryTexts): chips `Alle` plus one per product, and the texts of the
 * selected products (all with none selected). Its height follows the content (+100 px), at most
 * about two thirds of the screen.
 */
export function LegalTextsModal({
  open,
  onOpenChange,
  items,
  selected,
  onToggle,
  onClear,
  locale,
  returnFocusTo,
}: LegalTextsModalProps) {
  const copy = useChromeDialogCopy(locale);
  const products = useMemo(() => legalProducts(items), [items]);
  const visible = visibleLegalItems(items, selected);
  const contentRef = useRef<HTMLDivElement>(null);

  // The height follows the measured content (+100 px), within ui Dialog's max-height (about two
  // thirds of the screen); the body scrolls beyond that.
  useLayoutEffect(() => {
    const content = contentRef.current;
    const dialog = content?.closest<HTMLElement>('.hs-dialog');
    if (!open || !content || !dialog) return;
    const apply = () => {
      dialog.style.height = `${legalModalHeight(content.getBoundingClientRect().height, window.innerHeight)}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(content);
    window.addEventListener('resize', apply);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', apply);
    };
  });

  const chips = [
    { value: '', label: copy.legalAll, pressed: selected.length === 0 },
    ...products.map((p) => ({ value: p.assetId, label: p.name, pressed: selected.includes(p.assetId) })),
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={copy.legalTitle}
      size="lg"
      locale={locale}
      className="hs-legal-modal"
    >
      <div ref={contentRef} className="hs-legal-modal__content" data-name="compulsoryTexts">
        <p className="hs-legal-modal__intro">{copy.legalIntro}</p>
        <ChipGroup
          label={copy.legalChipsLabel}
          items={chips}
          twoRows
          onToggle={(value, pressed) => (value === '' ? onClear() : onToggle(value, pressed))}
        />
        <div className="hs-legal-modal__texts">
          {visible.length === 0 && <p>{copy.legalEmpty}</p>}
          {visible.map((item, index) => (
            <section
              key={`${item.assetId}-${index}`}
              className="hs-legal-modal__item"
              aria-labelledby={`hs-legal-${item.assetId}-${index}`}
            >
              <h3 id={`hs-legal-${item.assetId}-${index}`} className="hs-legal-modal__item-title">
                {item.title}
              </h3>
              <RichText html={item.html} locale={locale} />
            </section>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
