import { useSearchParams } from 'react-router';
import { Alert, Stack, Title } from '@mantine/core';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { IndikatorEditor } from './IndikatorEditor';
import { idDariAlamat, PEMILIK } from './kueri';


/**
 * /dashboard/indikator_daerah?id={profil_id}[&tahun=][&indikator=] and
 * /dashboard/indikator_inovasi?id={inovasi_id}[&indikator=] (also
 * indikator_ujicoba). The checker's links use `profil_id` / `inovasi_id`;
 * both are read. A region's own user may leave the id out.
 */
export default function IndikatorPage({ module }: ModuleScreenProps) {
  const [params] = useSearchParams();
  const user = useUser();
  const pemilik = PEMILIK[module.slug] ?? 'daerah';
  const raw = idDariAlamat(params, pemilik) ?? (pemilik === 'daerah' && user?.m_daerah_id ? String(user.m_daerah_id) : null);
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Stack>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Alert color="yellow" title="Data belum dipilih">
          {pemilik === 'daerah' ? 'Buka indikator dari halaman profil pemerintah daerah.' : 'Buka indikator dari daftar inovasi daerah (tombol Indikator).'}
        </Alert>
      </Stack>
    );
  }
  return <IndikatorEditor key={`${pemilik}-${id}`} pemilik={pemilik} id={id} />;
}
