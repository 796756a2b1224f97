import type { ResourceDef } from '../fields/types';
import { isResourceName, type ResourceName } from '../permissions/matrix';
import * as content from './content';
import * as diklat from './diklat';
import * as inovasi from './inovasi';
import * as master from './master';
import * as organisasi from './organisasi';
import { lombaInovasi, lombaKriteria } from '../lomba/resource';

const all: ResourceDef[] = [
  ...Object.values(master),
  ...Object.values(content),
  ...Object.values(organisasi),
  ...Object.values(diklat),
  inovasi.inovasi,
  lombaInovasi,
  lombaKriteria,
];

/** Every resource served by the generic /crud/{table} API, by table name. */
export const RESOURCES: Readonly<Partial<Record<ResourceName, ResourceDef>>> = Object.fromEntries(all.map((r) => [r.name, r]));

export function getResource(name: string): ResourceDef | undefined {
  return isResourceName(name) ? RESOURCES[name] : undefined;
}

export * from './options';
export { inovasi as inovasiResource, INOVASI_DATE_WINDOW, MIN_KATA_RANCANG_BANGUN } from './inovasi';
