import { IconLock } from '@tabler/icons-react';
import type { ModuleDef } from '@sigap/domain';
import { homePath } from '../../lib/routes';
import { useUser } from '../../lib/session';
import { StatusPage } from './StatusPage';

export default function NoAccessPage({ module }: { module?: ModuleDef }) {
  const user = useUser();
  return (
    <StatusPage icon={<IconLock size={30} />} color="red" heading={module?.title} title="Anda tidak memiliki akses" action={{ to: homePath(user), label: 'Kembali ke Dashboard' }}>
      Peran {user?.role_label ?? user?.role ?? 'Anda'} tidak memiliki akses ke {module ? `modul "${module.title}"` : 'halaman ini'}.
    </StatusPage>
  );
}
