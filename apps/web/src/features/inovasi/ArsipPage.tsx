import type { ModuleScreenProps } from '../../lib/screens';
import { InovasiListPage } from './InovasiListPage';

/** /dashboard/arsip (INO-08): archive years only, no add; edit/delete only where the row's `aksi` allows (admins). */
export default function ArsipPage({ module }: ModuleScreenProps) {
  return <InovasiListPage module={module} mode="arsip" />;
}
