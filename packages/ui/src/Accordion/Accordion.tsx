import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** The triggers of this accordion only (not those of an accordion nested in a panel). */
const ownTriggers = ':scope > .hs-accordion__item > .hs-accordion__heading > .hs-accordion__trigger';

/**
 * Accordion after the WAI-ARIA pattern: each title a button in a heading, with aria-expanded and
 * aria-controls; each panel a region labelled by its button, `hidden` and empty while closed.
 * Enter/Space toggle (native buttons); ArrowDown/ArrowUp move between the buttons (wrapping),
 * Home/End to the first/last. `single`: one open at a time, and the open one closes on a click.
 * Plain elements, no Radix: a server render costs about a quarter of what the Radix one did.
 */
export function Accordion({
  items,
  type = 'single',
  defaultValue = [],
  headingTag = 'h3',
  className,
}: AccordionProps) {
  const Heading = headingTag;
  const id = useId();
  const [open, setOpen] = useState<readonly string[]>(() =>
    type === 'single' ? defaultValue.slice(0, 1) : defaultValue,
  );

  const toggle = (value: string) =>
    setOpen((current) => {
      if (current.includes(value)) return current.filter((other) => other !== value);
      return type === 'single' ? [value] : [...current, value];
    });

  // Keys bubble up from the buttons to this one handler; any other target is left alone (a text
  // field in a panel keeps its Home/End).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(ownTriggers)];
    const index = triggers.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const count = triggers.length;
    const moves: Partial<Record<string, number>> = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[next]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys of the buttons inside
    <div className={cx('hs-accordion', className)} data-orientation="vertical" onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.value);
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${id}-trigger-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={item.value} className="hs-accordion__item" data-state={state}>
            <Heading className="hs-accordion__heading" data-state={state}>
              <button
                type="button"
                id={triggerId}
                className="hs-accordion__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={state}
                onClick={() => toggle(item.value)}
              >
                <span>{item.title}</span>
                <Icon name="chevron-down" className="hs-accordion__chevron" />
              </button>
            </Heading>
            <AccordionPanel id={panelId} labelledBy={triggerId} open={isOpen}>
              {item.content}
            </AccordionPanel>
          </div>
        );
      })}
    </div>
  );
}

interface AccordionPanelProps {
  id: string;
  labelledBy: string;
  open: boolean;
  children: ReactNode;
}

/**
 * A panel: its content is rendered while open and, after closing, until the closing animation has
 * ended (at once without one: reduced motion, visual tests). A panel the visitor opens or closes
 * gets its height in --hs-accordion-content-height and `data-animate`, which Accordion.css animates;
 * a panel open in the server HTML just shows, without growing from 0 on page load.
 */
function AccordionPanel({ id, labelledBy, open, children }: AccordionPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);
  // The content is there while open and while closing (until the effect below ends that).
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);

  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel || wasOpen.current === open) return;
    wasOpen.current = open;
    // The natural height, measured without the animation that starts at 0 (or ends there).
    panel.style.animationName = 'none';
    panel.style.setProperty('--hs-accordion-content-height', `${panel.getBoundingClientRect().height}px`);
    panel.style.animationName = '';
    panel.dataset.animate = '';
    if (open) return;

    const { animationName, animationDuration } = getComputedStyle(panel);
    if (animationName === 'none' || parseFloat(animationDuration) === 0) {
      const frame = requestAnimationFrame(() => setShown(false));
      return () => cancelAnimationFrame(frame);
    }
    const done = (event: AnimationEvent) => {
      if (event.target === panel) setShown(false);
    };
    panel.addEventListener('animationend', done);
    panel.addEventListener('animationcancel', done);
    return () => {
      panel.removeEventListener('animationend', done);
      panel.removeEventListener('animationcancel', done);
    };
  }, [open]);

  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      className="hs-accordion__content"
      data-state={open ? 'open' : 'closed'}
      hidden={!shown}
    >
      {shown && <div className="hs-accordion__content-inner">{children}</div>}
    </div>
  );
}
