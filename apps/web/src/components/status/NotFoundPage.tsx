import { IconMoodEmpty } from '@tabler/icons-react';
import { homePath } from '../../lib/routes';
import { useToken, useUser } from '../../lib/session';
import { StatusPage } from './StatusPage';

export default function NotFoundPage() {
  const user = useUser();
  const token = useToken();
  return (
    <StatusPage
      icon={<IconMoodEmpty size={30} />}
      color="gray"
      heading="404"
      title="Halaman tidak ditemukan"
      action={token ? { to: homePath(user), label: 'Kembali ke Dashboard' } : { to: '/login', label: 'Ke halaman masuk' }}
    >
      Alamat yang Anda buka tidak ada atau sudah dipindahkan.
    </StatusPage>
  );
}
