import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Badge, Button, Group, Modal, Select, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconChecklist, IconEye, IconFileSpreadsheet, IconFileTypePdf, IconGavel, IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { alasanTambahLomba, can, DAFTAR_TAHAPAN, getResource, konteksLomba, type LombaListRow, type ModuleDef } from '@sigap/domain';
import { klikUnduh } from '../../lib/berkas';
import { userMessage } from '../../lib/errors';
import { notifySuccess } from '../../lib/notify';
import { resourceQueries } from '../../lib/resource-api';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import ResourceFormPage from '../../resource-ui/ResourceFormPage';
import ResourceListPage, { KepalaHalaman, type ListSlots } from '../../resource-ui/ResourceListPage';
import { lombaApi, lombaKeys } from './api';
import { LembarNilai } from './LembarNilai';
import { Peringkat } from './Peringkat';

const resource = getResource('lomba_inovasi')!;
const TABS = [{ value: '', label: 'Semua' }, ...DAFTAR_TAHAPAN.map((t) => ({ value: String(t.value), label: t.label }))];
const TAHAPAN: Record<number, string> = Object.fromEntries(DAFTAR_TAHAPAN.map((t) => [t.value, t.label]));

/**
 * /dashboard/lomba-inovasi-daerah (LMB-01): the competition entries with the stage tabs, filters in the address bar,
 * actions exactly as the server sends them per row (`aksi` of the competition policy), the form (`?form=tambah|{id}`),
 * Kirim, the indicator screen at its address, the judge's sheet and the leaderboard.
 */
export default function LombaPage({ module }: ModuleScreenProps) {
  const [params] = useSearchParams();
  const form = params.get('form');
  const [tab, setTab] = useState<string>('daftar');
  const user = useUser()!;
  const lihatPeringkat = can(user, 'peringkat', 'lomba_inovasi');
  if (form === 'tambah') return <ResourceFormPage module={module} resource={resource} mode="create" />;
  if (form && /^\d+$/.test(form)) return <ResourceFormPage module={module} resource={resource} mode="update" id={Number(form)} />;
  if (!lihatPeringkat) return <DaftarLomba module={module} />;
  return (
    <Tabs value={tab} onChange={(v) => setTab(v ?? 'daftar')} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="daftar">Daftar Inovasi Lomba</Tabs.Tab>
        <Tabs.Tab value="peringkat">Peringkat dan Pengumuman</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="daftar">
        <DaftarLomba module={module} />
      </Tabs.Panel>
      <Tabs.Panel value="peringkat">
        <Peringkat />
      </Tabs.Panel>
    </Tabs>
  );
}

function DaftarLomba({ module }: { module: ModuleDef }) {
  const user = useUser()!;
  const qc = useQueryClient();
  const location = useLocation();
  const from = location.pathname + location.search;
  // the session flags (core-spec 6) as /me gives them; the server decides again on every command
  const flags = { lomba_status: String(user.lomba_status), lomba_kirim_inovasi: String(user.lomba_kirim_inovasi), lomba_edit_indikator: String(user.lomba_edit_indikator) };
  const ctx = konteksLomba(user.role, flags, user.allowed_years);
  const tolakTambah = alasanTambahLomba(ctx);
  const bolehMenulis = can(user, 'create', 'lomba_inovasi');
  const pilihDaerah = user.daerah_ids === null;
  const [kirim, setKirim] = useState<LombaListRow | null>(null);
  const [nilai, setNilai] = useState<LombaListRow | null>(null);
  const [sedangKirim, setSedangKirim] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const years = useMemo(() => {
    const now = new Date().getFullYear();
    const all = user.allowed_years ?? Array.from({ length: 6 }, (_, i) => now - i);
    return [...all].sort((a, b) => b - a);
  }, [user.allowed_years]);
  const segarkan = () => void qc.invalidateQueries({ queryKey: resourceQueries('lomba_inovasi').all });

  const slots: ListSlots<LombaListRow> = {
    header: (
      <KepalaHalaman judul={module.title} keterangan="Inovasi yang didaftarkan ke lomba inovasi daerah">
        {bolehMenulis && !tolakTambah && (
          <Button component={Link} to="?form=tambah" state={{ from }} leftSection={<IconPlus size={18} />}>
            Tambah
          </Button>
        )}
      </KepalaHalaman>
    ),
    tabs: { field: 'inovasi_status', items: TABS },
    filters: pilihDaerah ? ['tahun', 'profil_id'] : ['tahun'],
    filterInputs: {
      tahun: (value, onChange) => <Select label="Tahun" placeholder="Semua tahun" data={years.map(String)} value={value} onChange={onChange} clearable />,
      profil_id: (value, onChange) => (
        <LookupInput name="profil_id" def={{ ...resource.fields.profil_id!, label: 'Pemerintah Daerah', hint: undefined }} value={value} onChange={(v) => onChange(v === null ? null : String(v))} values={{}} />
      ),
    },
    cariPlaceholder: 'Cari nama inovasi lomba…',
    above: (
      <Stack gap="xs">
        {bolehMenulis && tolakTambah && (
          <Alert color="yellow" variant="light" data-testid="lomba-ditutup">
            {tolakTambah.pesan}
          </Alert>
        )}
        {bolehMenulis && ctx.lomba_kirim_inovasi !== 1 && (
          <Text size="sm" c="dimmed">
            Pengiriman inovasi lomba sedang ditutup.
          </Text>
        )}
      </Stack>
    ),
    columns: ['nama', 'inovasi_status', 'tahun', 'kelengkapan', 'status'],
    headings: { nama: 'Nama Inovasi', inovasi_status: 'Tahapan', kelengkapan: 'Kelengkapan', status: 'Status Lomba' },
    cells: {
      nama: (row) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {row.nama}
          </Text>
          <Text size="xs" c="dimmed">
            {[row.nama_pemda, row.opd?.nama_opd, row.usr_asn?.nama_lengkap].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
      inovasi_status: (row) => TAHAPAN[row.inovasi_status] ?? '-',
      tahun: (row) => String(row.tahun),
      kelengkapan: (row) => (
        <Tooltip label={row.kelengkapan.kurang.length ? `Belum diisi: ${row.kelengkapan.kurang.join(', ')}` : 'Isian lengkap'} multiline w={260} withinPortal>
          <Text size="sm">{row.kelengkapan.persen}%</Text>
        </Tooltip>
      ),
      status: (row) => (
        <Stack gap={2} align="flex-start">
          <Badge color={row.status_lomba === 'Terkirim' ? 'teal.9' : 'gray.7'} variant="filled" tt="none" data-testid="status-lomba">
            {row.status_lomba}
          </Badge>
          {row.jumlah_juri > 0 && <Text size="xs">Dinilai {row.jumlah_juri} juri</Text>}
          {row.lembar_saya && (
            <Text size="xs" c="dimmed">
              Lembar Anda: {row.lembar_saya === 'terkirim' ? 'dikirim' : 'draf'}
            </Text>
          )}
        </Stack>
      ),
    },
    rowActions: (row, { hapus }) => aksi(row, hapus),
    pesanHapus: (row) => (
      <>
        Hapus inovasi lomba <b>{row.nama}</b>? Tindakan ini tidak dapat dibatalkan.
      </>
    ),
    minWidth: 900,
    lebarAksi: 200,
    after: (
      <>
        <Modal opened={kirim !== null} onClose={() => setKirim(null)} title="Kirim ke Lomba" centered>
          <Stack>
            <Text size="sm">
              Kirim <b>{kirim?.nama}</b> ke lomba inovasi daerah tahun {kirim?.tahun}? Setelah dikirim, data dan indikatornya tidak dapat diubah lagi.
            </Text>
            {galat && (
              <Alert color="red" data-testid="galat-kirim">
                {galat}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setKirim(null)}>
                Batal
              </Button>
              <Button
                loading={sedangKirim}
                leftSection={<IconSend size={16} />}
                onClick={async () => {
                  if (!kirim) return;
                  setSedangKirim(true);
                  setGalat(null);
                  try {
                    const r = await lombaApi.kirim(kirim.id);
                    notifySuccess(r.message ?? 'Inovasi berhasil dikirim ke lomba.');
                    setKirim(null);
                    segarkan();
                  } catch (e) {
                    setGalat(userMessage(e));
                  } finally {
                    setSedangKirim(false);
                  }
                }}
              >
                Kirim
              </Button>
            </Group>
          </Stack>
        </Modal>
        {nilai && (
          <LembarNilai
            id={nilai.id}
            onClose={() => {
              setNilai(null);
              segarkan();
              void qc.invalidateQueries({ queryKey: lombaKeys.semua });
            }}
          />
        )}
      </>
    ),
  };

  function aksi(row: LombaListRow, hapus: (row: LombaListRow) => void) {
    const a = new Set(row.aksi);
    const icon = (label: string, el: ReactNode, props: Record<string, unknown>, color?: string) => (
      <Tooltip label={label} key={label}>
        <ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.nama}`} {...props}>
          {el}
        </ActionIcon>
      </Tooltip>
    );
    return (
      <Group gap={2} justify="flex-end" wrap="wrap">
        {a.has('ubah')
          ? icon('Ubah', <IconPencil size={18} />, { component: Link, to: `?form=${row.id}`, state: { from } }, 'blue')
          : icon('Lihat', <IconEye size={18} />, { component: Link, to: `/dashboard/${module.slug}/${row.id}`, state: { from } })}
        {a.has('pdf') && icon('Unduh PDF', <IconFileTypePdf size={18} />, { onClick: klikUnduh(`/inovasi/download-pdf/${row.id}`, `lomba-${row.id}.pdf`) }, 'red')}
        {a.has('excel') && icon('Unduh Excel', <IconFileSpreadsheet size={18} />, { onClick: klikUnduh(`/inovasi/download-excel/${row.id}`, `lomba-${row.id}.xlsx`) }, 'teal')}
        {a.has('indikator') && icon('Indikator', <IconChecklist size={18} />, { component: Link, to: `/dashboard/indikator_inovasi_lomba?id=${row.id}` }, 'grape')}
        {a.has('hapus') && icon('Hapus', <IconTrash size={18} />, { onClick: () => hapus(row) }, 'red')}
        {a.has('nilai') && (
          <Button size="compact-sm" variant="light" leftSection={<IconGavel size={14} />} onClick={() => setNilai(row)} aria-label={`Nilai ${row.nama}`}>
            Nilai
          </Button>
        )}
        {a.has('kirim') && (
          <Button size="compact-sm" leftSection={<IconSend size={14} />} onClick={() => setKirim(row)} aria-label={`Kirim ${row.nama}`}>
            Kirim
          </Button>
        )}
      </Group>
    );
  }

  return <ResourceListPage<LombaListRow> module={module} resource={resource} slots={slots} />;
}
