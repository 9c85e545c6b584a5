import type { LinkRef } from '@healthsite/content-client';
import { Button, type ButtonVariant } from '@healthsite/ui';
import type { ReactNode } from 'react';

export interface CtaLinksProps {
  links: readonly LinkRef[] | undefined;
  /** The first link is the primary action, the others are secondary. */
  primary?: ButtonVariant;
  secondary?: ButtonVariant;
  align?: 'start' | 'center';
  /** An item before the links, e.g. the product hero's finder button (then pass `primary` too). */
  leading?: ReactNode;
}

/** A block's `links` as a row of buttons; links without text or target are left out. */
export function CtaLinks({
  links,
  primary = 'contained-themed',
  secondary = 'outlined',
  align = 'start',
  leading,
}: CtaLinksProps) {
  const usable = (links ?? []).filter((link) => link.text.trim() !== '' && link.href.trim() !== '');
  if (usable.length === 0 && !leading) return null;
  return (
    <ul className="hs-cta-links" data-align={align}>
      {leading && <li>{leading}</li>}
      {usable.map((link, position) => (
        <li key={`${position}:${link.href}`}>
          <Button href={link.href} variant={position === 0 ? primary : secondary} size="lg">
            {link.text}
          </Button>
        </li>
      ))}
    </ul>
  );
}
