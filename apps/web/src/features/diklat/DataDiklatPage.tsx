import { Link, useLocation } from 'react-router';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { can, getResource, type FieldDef } from '@sigap/domain';
import ResourceListPage, { aksiBaris, KepalaHalaman } from '../../resource-ui/ResourceListPage';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import { formatWaktu } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { alamatDiklat } from './api';

const RESOURCE = getResource('laporan_diklat')!;
/** The region filter: profile id = region id, chosen from the regions (every role may list them). */
const DAERAH: FieldDef = { kind: 'lookup', label: 'Daerah', lookup: { resource: 'm_daerah' } };

/**
 * `data-diklat` (DKL-01 item 4): the generic list of training reports with Lihat leading to `detail-diklat`;
 * add, edit and delete as the row's `aksi` from the server allows (never for pemda; participants their own).
 */
export default function DataDiklatPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const location = useLocation();
  const from = location.pathname + location.search;
  const pilihDaerah = user.daerah_ids === null;
  return (
    <ResourceListPage
      module={module}
      resource={RESOURCE}
      slots={{
        header: (
          <KepalaHalaman judul={module.title} keterangan="Laporan proyek perubahan peserta diklat">
            {can(user.role, 'create', 'laporan_diklat') && (
              <Button component={Link} to={alamatDiklat.baru} state={{ from }} leftSection={<IconPlus size={18} />}>
                Tambah
              </Button>
            )}
          </KepalaHalaman>
        ),
        filters: [...(pilihDaerah ? ['profil_id'] : []), 'jenis_pelatihan_id', 'urusan_pemerintah_id'],
        filterInputs: {
          profil_id: (value, onChange) => <LookupInput name="profil_id" def={DAERAH} value={value} onChange={(v) => onChange(v === null ? null : String(v))} values={{}} />,
        },
        columns: ['nama_peserta', 'judul_proyek', 'jenis_pelatihan_id', 'profil_id', 'created_at'],
        headings: { created_at: 'Tanggal' },
        cells: { created_at: (r) => formatWaktu(r.created_at).slice(0, 10) },
        cariPlaceholder: 'Cari nama peserta, NIP atau judul proyek…',
        rowActions: (row, ctx) => {
          const aksi = aksiBaris(row) ?? [];
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label="Lihat">
                <ActionIcon variant="subtle" component={Link} to={alamatDiklat.lihat(row.id)} state={{ from: ctx.from }} aria-label={`Lihat ${ctx.title}`}>
                  <IconEye size={18} />
                </ActionIcon>
              </Tooltip>
              {aksi.includes('ubah') && (
                <Tooltip label="Ubah">
                  <ActionIcon variant="subtle" color="blue" component={Link} to={alamatDiklat.ubah(row.id)} state={{ from: ctx.from }} aria-label={`Ubah ${ctx.title}`}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {aksi.includes('hapus') && (
                <Tooltip label="Hapus">
                  <ActionIcon variant="subtle" color="red" onClick={() => ctx.hapus(row)} aria-label={`Hapus ${ctx.title}`}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        },
      }}
    />
  );
}
