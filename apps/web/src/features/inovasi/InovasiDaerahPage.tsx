import type { ModuleScreenProps } from '../../lib/screens';
import { InovasiListPage } from './InovasiListPage';

/** /dashboard/inovasi-daerah (INO-03). */
export default function InovasiDaerahPage({ module }: ModuleScreenProps) {
  return <InovasiListPage module={module} mode="daerah" />;
}
