import { IconMoodEmpty } from '@tabler/icons-react';
import { useToken } from '../../lib/session';
import { StatusPage } from './StatusPage';
import { useArahPulang } from './pulang';

export default function NotFoundPage() {
  const token = useToken();
  const pulang = useArahPulang();
  return (
    <StatusPage
      icon={<IconMoodEmpty size={30} />}
      color="gray"
      heading="404"
      title="Halaman tidak ditemukan"
      action={token ? pulang : { to: '/login', label: 'Ke halaman masuk' }}
    >
      Alamat yang Anda buka tidak ada atau sudah dipindahkan.
    </StatusPage>
  );
}
