import type { Block } from '@healthsite/content-client';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { BlockProps } from '../blockModule';
import type { FixtureLocale } from './content';
import { storyLocale } from './storyLocale';

interface RenderContext<T> {
  globals: Record<string, unknown>;
  initialArgs: Partial<BlockProps<T>>;
}

/**
 * A story render function that shows a fixture in the toolbar's locale, parsed by the block's
 * schema (as the PageRenderer would). Args edited in Controls win over the fixture.
 */
export function localized<T>(
  Component: (props: BlockProps<T>) => ReactNode,
  schema: z.ZodType<T>,
  pick: (locale: FixtureLocale) => Block,
) {
  return (args: BlockProps<T>, { globals, initialArgs }: RenderContext<T>) => (
    <Component
      {...args}
      block={args.block === initialArgs.block ? schema.parse(pick(storyLocale(globals))) : args.block}
    />
  );
}
