import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleDef } from '@sigap/domain';

/** Props of a module's own screen at /dashboard/{slug}. */
export interface ModuleScreenProps {
  module: ModuleDef;
}

/** A lazy screen that can also be fetched before it renders (`muat`: the same import, so one download). */
export type LayarLazy = LazyExoticComponent<ComponentType<ModuleScreenProps>> & { muat: () => Promise<unknown> };

/** slug -> lazy screen; each feature folder exports one map from its `screens.ts` (app/screens.ts merges them). */
export type ScreenMap = Record<string, LayarLazy>;

/** `layar(() => import('./SomePage'))`: React.lazy, plus `muat` to start the download early (app/ModuleRoute.tsx). */
export function layar(impor: () => Promise<{ default: ComponentType<ModuleScreenProps> }>): LayarLazy {
  return Object.assign(lazy(impor), { muat: impor });
}
