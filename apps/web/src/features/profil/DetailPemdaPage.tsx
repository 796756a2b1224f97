import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert, Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { ProfilView } from './ProfilView';
import { idDari } from './ui';

/** /dashboard/detail-pemda?id={profil_id}: the profile page of one region (another region's id reads as not found). */
export default function DetailPemdaPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const [params] = useSearchParams();
  const location = useLocation();
  const id = idDari(params.get('id')) ?? idDari(params.get('profil_id')) ?? user.profil_id ?? null;
  const from = (location.state as { from?: unknown } | null)?.from;
  const kembali = (
    <Group>
      <Button component={Link} to={typeof from === 'string' && from.startsWith('/dashboard/') ? from : user.modules?.includes('profil-pemda-old') ? '/dashboard/profil-pemda-old' : '/dashboard'} variant="subtle" leftSection={<IconArrowLeft size={16} className="sigap-flip" />} px={4}>
        Kembali
      </Button>
    </Group>
  );
  if (!id)
    return (
      <Alert color="yellow" title={module.title}>
        Profil daerah belum dipilih. Buka profil dari daftar Profil Pemda.
      </Alert>
    );
  return <ProfilView key={id} profilId={id} kembali={kembali} />;
}
