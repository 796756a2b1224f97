import { IconClockHour4 } from '@tabler/icons-react';
import type { ModuleDef } from '@sigap/domain';
import { StatusPage } from './StatusPage';
import { useArahPulang } from './pulang';

/** A module whose own screen is not built yet: said plainly, no imitation screen. */
export default function NotAvailablePage({ module }: { module: ModuleDef }) {
  const pulang = useArahPulang();
  return (
    <StatusPage icon={<IconClockHour4 size={30} />} color="yellow" heading={module.title} title="Modul ini belum tersedia" action={pulang}>
      Layar &quot;{module.title}&quot; ({module.section}) sedang dikembangkan dan belum dapat digunakan. Data Anda tidak terpengaruh.
    </StatusPage>
  );
}
