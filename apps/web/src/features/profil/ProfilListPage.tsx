import { Link, useLocation } from 'react-router';
import { Anchor, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { getResource, NAMA_OPD_LITBANG } from '@sigap/domain';
import type { Row } from '../../lib/resource-api';
import type { ModuleScreenProps } from '../../lib/screens';
import ResourceListPage, { type ListSlots } from '../../resource-ui/ResourceListPage';

const resource = getResource('profil_pemda')!;
const opdLabel = (v: unknown) => NAMA_OPD_LITBANG.find((o) => String(o.value) === String(v ?? ''))?.label ?? (v ? String(v) : '-');
const lihat = (id: number) => `/dashboard/detail-pemda?id=${id}`;

/**
 * /dashboard/profil-pemda-old: the list of region profiles on the generic list, each row opening the
 * profile page `detail-pemda?id=` ("Lihat") instead of the generic record view.
 */
export default function ProfilListPage({ module }: ModuleScreenProps) {
  const location = useLocation();
  const from = location.pathname + location.search;
  const slots: ListSlots<Row> = {
    filters: [],
    cariPlaceholder: 'Cari profil pemerintah daerah…',
    columns: ['nama', 'nama_opd', 'email', 'no_telp', 'nama_admin'],
    headings: { nama: 'Nama Pemerintah Daerah', nama_opd: 'OPD yang membidangi inovasi', email: 'Email', no_telp: 'No. Telepon', nama_admin: 'Nama Admin' },
    cells: {
      nama: (r) => (
        <Anchor component={Link} to={lihat(r.id)} state={{ from }} size="sm" fw={600}>
          {String(r.nama ?? '')}
        </Anchor>
      ),
      nama_opd: (r) => opdLabel(r.nama_opd),
      email: (r) => <span style={{ overflowWrap: 'anywhere' }}>{String(r.email ?? '-')}</span>,
      no_telp: (r) => String(r.no_telp ?? '-'),
      nama_admin: (r) => String(r.nama_admin ?? '-'),
    },
    rowActions: (r, { title }) => (
      <Button component={Link} to={lihat(r.id)} state={{ from }} size="compact-sm" variant="light" leftSection={<IconEye size={14} />} aria-label={`Lihat ${title}`}>
        Lihat
      </Button>
    ),
    minWidth: 720,
  };
  return <ResourceListPage module={module} resource={resource} slots={slots} />;
}
