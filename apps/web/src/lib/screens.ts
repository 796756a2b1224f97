import type { ComponentType, LazyExoticComponent } from 'react';
import type { ModuleDef } from '@sigap/domain';

/** Props of a module's own screen at /dashboard/{slug}. */
export interface ModuleScreenProps {
  module: ModuleDef;
}

/** slug -> lazy screen; each feature folder exports one map from its `screens.ts` (app/screens.ts merges them). */
export type ScreenMap = Record<string, LazyExoticComponent<ComponentType<ModuleScreenProps>>>;
