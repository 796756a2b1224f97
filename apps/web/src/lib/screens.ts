import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleDef } from '@sigap/domain';

/** Props of a module's own screen at /dashboard/{slug}. */
export interface ModuleScreenProps {
  module: ModuleDef;
}

/** What a screen reads first, asked for before its code arrives: the address's query and the screen's slug. */
export type DataAwal = (cari: URLSearchParams, slug: string) => void;

/**
 * A lazy screen that can also be fetched before it renders (`muat`: the same import, so one download), and may say
 * which data it reads first (`data`: prefetches into the query cache with the same keys the screen uses).
 */
export type LayarLazy = LazyExoticComponent<ComponentType<ModuleScreenProps>> & { muat: () => Promise<unknown>; data?: DataAwal };

/** slug -> lazy screen; each feature folder exports one map from its `screens.ts` (app/screens.ts merges them). */
export type ScreenMap = Record<string, LayarLazy>;

/**
 * `layar(() => import('./SomePage'))`: React.lazy, plus `muat` to start the download early (app/router.tsx,
 * app/ModuleRoute.tsx). `data` asks for the screen's first data at the same moment: it may import only what the
 * entry already has (the query client, the API client, a feature's small `kueri.ts`), never the screen itself.
 */
export function layar(impor: () => Promise<{ default: ComponentType<ModuleScreenProps> }>, data?: DataAwal): LayarLazy {
  return Object.assign(lazy(impor), { muat: impor, data });
}
