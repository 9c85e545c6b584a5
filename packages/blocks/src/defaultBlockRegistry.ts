import { createBlockRegistry, type RegisteredBlock } from './blockModule';
import { cmCopyCenterModule } from './CmCopyCenter';
import { nmAnchorModule } from './NmAnchor';
import { smStageModule } from './SmStage';

/** Every block type of this package, by `uiComponent`. Adding a block type adds one line here. */
export const defaultBlockRegistry = createBlockRegistry({
  SmStage: smStageModule,
  CmCopyCenter: cmCopyCenterModule,
  NmAnchor: nmAnchorModule,
});

/** Discriminated union (on `uiComponent`) of every block the default registry renders. */
export type DefaultBlock = RegisteredBlock<typeof defaultBlockRegistry>;
