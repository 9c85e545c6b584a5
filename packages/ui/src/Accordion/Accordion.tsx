import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** One open at a time (default) or several. */
  type?: 'single' | 'multiple';
  /** Items open at first. */
  defaultValue?: string[];
  /** Heading level that wraps each trigger (the CMS headingTag). Default h3. */
  headingTag?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  className?: string;
}

/** Accordion (Radix): buttons in headings with aria-expanded, arrow-key navigation. */
export function Accordion({
  items,
  type = 'single',
  defaultValue = [],
  headingTag = 'h3',
  className,
}: AccordionProps) {
  const Heading = headingTag;
  const body = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className="hs-accordion__item">
      <RadixAccordion.Header asChild>
        <Heading className="hs-accordion__heading">
          <RadixAccordion.Trigger className="hs-accordion__trigger">
            <span>{item.title}</span>
            <Icon name="chevron-down" className="hs-accordion__chevron" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="hs-accordion__content">
        <div className="hs-accordion__content-inner">{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  return type === 'multiple' ? (
    <RadixAccordion.Root
      type="multiple"
      defaultValue={defaultValue}
      className={cx('hs-accordion', className)}
    >
      {body}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultValue[0]}
      className={cx('hs-accordion', className)}
    >
      {body}
    </RadixAccordion.Root>
  );
}
