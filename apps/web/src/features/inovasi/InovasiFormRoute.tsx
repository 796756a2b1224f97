import { findModule } from '@sigap/domain';
import NotAvailablePage from '../platform/NotAvailablePage';

/** /inovasi (new) and /inovasi/{id} (edit): the innovation form (INO-02, INO-10). */
export default function InovasiFormRoute() {
  const mod = findModule('inovasi-daerah')!;
  return <NotAvailablePage module={{ ...mod, title: 'Formulir Inovasi' }} />;
}
