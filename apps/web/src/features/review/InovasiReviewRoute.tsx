import { findModule } from '@sigap/domain';
import NotAvailablePage from '../platform/NotAvailablePage';

/** /inovasi/{id}/review and /inovasi/{id}/qc (INO-10, REV-*): `mode` says which. */
export default function InovasiReviewRoute({ mode }: { mode: 'review' | 'qc' }) {
  const mod = findModule(mode === 'qc' ? 'quality-control' : 'review')!;
  return <NotAvailablePage module={mod} />;
}
