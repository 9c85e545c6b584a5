// Compile-time guarantees of the registry (checked by `pnpm typecheck`); the runtime test only
// keeps this file in the unit run.
import { expect, it } from 'vitest';
import { createBlockRegistry, type RegisteredBlock } from './blockModule';
import { cmCopyCenterModule } from './CmCopyCenter';
import { defaultBlockRegistry, type DefaultBlock } from './defaultBlockRegistry';
import { smStageModule } from './SmStage';

// A registry key must equal the uiComponent literal of the module's schema.
// @ts-expect-error SmStage's schema does not accept uiComponent "CmCopyCenter"
createBlockRegistry({ CmCopyCenter: smStageModule });

// The union is discriminated on uiComponent: narrowing gives the block's own fields, no casts.
function imageOf(block: DefaultBlock): string | undefined {
  if (block.uiComponent === 'SmStage') return block.image?.src;
  // @ts-expect-error CmCopyCenter has no image field
  if (block.uiComponent === 'CmCopyCenter') return block.image;
  return undefined;
}

// A sister site extends the default registry; its union includes the new type.
const _extended = createBlockRegistry({ ...defaultBlockRegistry, CmCopyCenter: cmCopyCenterModule });
type Extended = RegisteredBlock<typeof _extended>['uiComponent'];
const stage: Extended = 'SmStage';

it('registry types compile', () => {
  expect(imageOf({ id: 'x', uiComponent: 'SmStage', image: { src: '/a', alt: '' } })).toBe('/a');
  expect(stage).toBe('SmStage');
});
