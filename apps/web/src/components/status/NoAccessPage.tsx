import { IconLock } from '@tabler/icons-react';
import type { ModuleDef } from '@sigap/domain';
import { useUser } from '../../lib/session';
import { StatusPage } from './StatusPage';
import { useArahPulang } from './pulang';

export default function NoAccessPage({ module }: { module?: ModuleDef }) {
  const user = useUser();
  const pulang = useArahPulang();
  return (
    <StatusPage icon={<IconLock size={30} />} color="red" heading={module?.title} title="Anda tidak memiliki akses" action={pulang}>
      Peran {user?.role_label ?? user?.role ?? 'Anda'} tidak memiliki akses ke {module ? `modul "${module.title}"` : 'halaman ini'}.
    </StatusPage>
  );
}
