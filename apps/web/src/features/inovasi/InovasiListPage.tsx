import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Badge, Box, Button, Group, Popover, Progress, Select, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconChecklist, IconEye, IconFileSpreadsheet, IconFileTypePdf, IconPencil, IconPlus, IconSend, IconTrash, IconUser, IconCalculatorOff, IconHelpCircle } from '@tabler/icons-react';
import { alasanTambah, bolehTambah, can, getResource, PESAN_PROFIL_BELUM_LENGKAP, type ModuleDef } from '@sigap/domain';
import { klikUnduh } from '../../lib/berkas';
import { klikEkspor } from '../../lib/ekspor';
import { formatTanggal } from '../../lib/format';
import { resourceQueries } from '../../lib/resource-api';
import { useUser } from '../../lib/session';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import { filterFields } from '../../resource-ui/list-state';
import ResourceListPage, { KepalaHalaman, type ListSlots } from '../../resource-ui/ResourceListPage';
import { KirimDialog } from './KirimDialog';
import { KeluarIndeksDialog } from './KeluarIndeksDialog';
import { inovasiQueries } from './api';
import { AlasanKirim, PeriodeInfo, usePeriode } from './Periode';
import { alamatUnduhan, alamatUnduhDaftar, arsipTahun, inovasiKonteks, TAHAPAN_LABEL, TAHAPAN_TABS, useAppSettings, WARNA_STYLE, type InovasiListRow } from './shared';

const resource = getResource('iga2020_inovasi')!;
/** Status badges show their whole text (never "Belum Dikir…"); filled dark colours keep 4.5:1 on every row colour. */
const BADGE_FULL = { root: { overflow: 'visible', maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** About the height of the period box (its text wraps to more lines on a phone). */
const TINGGI_PERIODE = { base: 180, sm: 120, lg: 98 };

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let y = b; y >= a; y--) out.push(y);
  return out;
}

/**
 * The innovation database (INO-03) and its archive (INO-08): stage tabs,
 * filters in the address bar, row colours and actions exactly as the server
 * sends them per row (`warna`, `aksi`); cards at phone width.
 */
export function InovasiListPage({ module, mode }: { module: ModuleDef; mode: 'daerah' | 'arsip' }) {
  const user = useUser()!;
  const settings = useAppSettings();
  const ctx = inovasiKonteks(user, settings);
  const periode = usePeriode();
  // the period box's room is kept while it loads: it sits above the rows, which would otherwise jump (layout shift)
  const periodeMemuat = useQuery(inovasiQueries.periode()).isPending;
  const arsip = arsipTahun(settings);
  const qc = useQueryClient();
  const location = useLocation();
  const from = location.pathname + location.search;
  const regionFilter = useMemo(() => filterFields(resource, user.role).includes('profil_id'), [user.role]);
  const [toSend, setToSend] = useState<InovasiListRow | null>(null);
  const [keluarIndeks, setKeluarIndeks] = useState<InovasiListRow | null>(null);
  const bolehKeluarIndeks = mode === 'daerah' && can(user, 'keluar_indeks', 'iga2020_inovasi');
  const multiRegion = user.daerah_ids === null || user.role === 'provinsi';

  // years offered: the archive window, or the years the user may see outside it
  const years = useMemo(() => {
    if (mode === 'arsip') return range(arsip.min, arsip.max);
    const penilaian = Number(settings.tahun_penilaian) || new Date().getFullYear();
    const all = user.allowed_years ?? range(arsip.max + 1, Math.max(penilaian, new Date().getFullYear()));
    return [...all].filter((y) => y > arsip.max).sort((a, b) => b - a);
  }, [mode, arsip.min, arsip.max, settings.tahun_penilaian, user.allowed_years]);

  const canAdd = mode === 'daerah' && bolehTambah(ctx);
  // why the regional roles cannot add now (the same decision as the server's: alasanTambah)
  const addBlockedReason = mode === 'daerah' && ['pemda', 'opd'].includes(user.role) ? (alasanTambah(ctx)?.pesan ?? null) : null;

  const slots: ListSlots<InovasiListRow> = {
    header: (apiQuery) => (
      <KepalaHalaman
        judul={module.title}
        keterangan={mode === 'arsip' ? `Inovasi tahun ${arsip.min}-${arsip.max} (hanya baca)` : `Database inovasi daerah${periode ? ` · tahun penilaian IID ${periode.tahun}` : ''}`}
      >
        <Group gap="xs">
          <Button onClick={klikEkspor(alamatUnduhDaftar(apiQuery), 'daftar-inovasi.xlsx')} variant="default" leftSection={<IconFileSpreadsheet size={18} />}>
            Unduh Excel
          </Button>
          {canAdd && (
            <Button component={Link} to="/inovasi" state={{ from }} leftSection={<IconPlus size={18} />}>
              Tambah
            </Button>
          )}
        </Group>
      </KepalaHalaman>
    ),
    tabs: { field: 'inovasi_status', items: TAHAPAN_TABS.map((t) => ({ value: t.value === 'semua' ? '' : t.value, label: t.label })) },
    filters: regionFilter ? ['tahun', 'profil_id'] : ['tahun'],
    filterInputs: {
      tahun: (value, onChange) => (
        <Select
          label="Tahun"
          placeholder={mode === 'arsip' ? `Semua (${arsip.min}-${arsip.max})` : 'Semua tahun'}
          data={years.map((y) => String(y))}
          value={value}
          onChange={onChange}
          clearable
        />
      ),
      profil_id: (value, onChange) => (
        <LookupInput name="profil_id" def={{ ...resource.fields.profil_id!, label: 'Pemerintah Daerah', hint: undefined }} value={value} onChange={(v) => onChange(v === null ? null : String(v))} values={{}} />
      ),
    },
    // no year chosen: the screen's own years (the archive never mixes with current data and vice versa)
    query: (q, state) => (state.filters.tahun?.length ? q : { ...q, tahun: years.length ? years : [0] }),
    cariPlaceholder: 'Cari nama inovasi…',
    above: (
      <>
        {mode === 'daerah' && (periodeMemuat ? <Skeleton h={TINGGI_PERIODE} radius="md" /> : <PeriodeInfo periode={periode} />)}
        {addBlockedReason && (
          <Alert color="yellow" variant="light">
            {addBlockedReason}
          </Alert>
        )}
        <Group gap="xs" wrap="wrap" aria-label="Keterangan warna baris">
          {(['putih', 'salmon', 'hijau', 'merah-abu'] as const).map((w) => (
            <Group key={w} gap={4} wrap="nowrap">
              <Box w={14} h={14} style={{ background: WARNA_STYLE[w].background, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 3 }} />
              <Text size="xs" c="dimmed">
                {WARNA_STYLE[w].label}
              </Text>
            </Group>
          ))}
        </Group>
      </>
    ),
    columns: ['nama', 'inovasi_status', 'tahun', 'waktu_implementasi', 'kelengkapan', 'kematangan', 'status'],
    headings: {
      nama: 'Nama Inovasi',
      inovasi_status: 'Tahapan',
      waktu_implementasi: 'Waktu Penerapan',
      kelengkapan: 'Kelengkapan',
      kematangan: periode?.skorMaksKematangan ? `Kematangan (maks. ${periode.skorMaksKematangan})` : 'Kematangan',
      status: 'Status',
    },
    cells: {
      nama: (row) => nameCell(row),
      inovasi_status: (row) => TAHAPAN_LABEL[row.inovasi_status] ?? '-',
      tahun: (row) => String(row.tahun ?? '-'),
      waktu_implementasi: (row) => formatTanggal(row.waktu_implementasi) || '-',
      kelengkapan: (row) => kelengkapan(row),
      // the maximum of the year's methodology (111 in 2026): a value above 100 is not a percentage
      kematangan: (row) => (
        <Text size="sm" c="inherit" data-testid="kematangan" aria-label={`Kematangan ${row.kematangan ?? 0} dari ${periode?.skorMaksKematangan ?? '-'}`}>
          {String(row.kematangan ?? 0)}
          {periode?.skorMaksKematangan ? <Text span size="xs" c="inherit">{` / ${periode.skorMaksKematangan}`}</Text> : null}
        </Text>
      ),
      status: (row) => statusCell(row),
    },
    rowStyle: (row) => {
      const w = WARNA_STYLE[row.warna] ?? WARNA_STYLE.putih;
      return { background: w.background, color: w.color } satisfies CSSProperties;
    },
    rowData: (row) => ({ warna: row.warna }),
    rowActions: (row, { hapus }) => renderActions(row, hapus),
    pesanHapus: (row) => (
      <>
        Hapus inovasi <b>{row.nama}</b>? Indikator dan dokumennya ikut terhapus. Tindakan ini tidak dapat dibatalkan.
      </>
    ),
    minWidth: 1000,
    lebarAksi: 220,
    after: (
      <>
        <KirimDialog
          row={toSend}
          onClose={() => setToSend(null)}
          onSent={() => {
            setToSend(null);
            void qc.invalidateQueries({ queryKey: resourceQueries('iga2020_inovasi').all });
          }}
        />
        <KeluarIndeksDialog
          row={keluarIndeks}
          onClose={() => setKeluarIndeks(null)}
          onDone={() => {
            setKeluarIndeks(null);
            void qc.invalidateQueries({ queryKey: resourceQueries('iga2020_inovasi').all });
          }}
        />
        {mode === 'arsip' && (
          <Text size="xs" c="dimmed">
            Arsip hanya dapat dilihat dan diunduh; ubah dan hapus hanya untuk admin.
          </Text>
        )}
      </>
    ),
  };

  function renderActions(row: InovasiListRow, hapus: (row: InovasiListRow) => void) {
    const a = new Set(row.aksi);
    const icon = (label: string, el: ReactNode, props: Record<string, unknown>, color?: string) => (
      <Tooltip label={label} key={label}>
        <ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.nama}`} {...props}>
          {el}
        </ActionIcon>
      </Tooltip>
    );
    return (
      <Group gap={2} justify="flex-end" wrap="wrap" className="sigap-inovasi-aksi">
        {a.has('ubah')
          ? icon('Ubah', <IconPencil size={18} />, { component: Link, to: `/inovasi/${row.id}`, state: { from } }, 'blue')
          : a.has('lihat') && icon('Lihat', <IconEye size={18} />, { component: Link, to: `/inovasi/${row.id}`, state: { from } })}
        {a.has('pdf') && icon('Unduh PDF', <IconFileTypePdf size={18} />, { onClick: klikUnduh(alamatUnduhan('pdf', row.id), `inovasi-${row.id}.pdf`) }, 'red')}
        {a.has('excel') && icon('Unduh Excel', <IconFileSpreadsheet size={18} />, { onClick: klikUnduh(alamatUnduhan('excel', row.id), `inovasi-${row.id}.xlsx`) }, 'teal')}
        {a.has('indikator') && (
          <Button
            size="compact-sm"
            variant="light"
            color="grape"
            component={Link}
            to={`/dashboard/indikator_inovasi?id=${row.id}`}
            leftSection={<IconChecklist size={14} />}
            aria-label={`Indikator ${row.nama}`}
          >
            Indikator
          </Button>
        )}
        {a.has('pengirim') && icon('Pengirim', <IconUser size={18} />, { component: Link, to: `/dashboard/pengirim?id=${row.id}` }, 'cyan')}
        {bolehKeluarIndeks &&
          icon(row.keluar_indeks_alasan ? 'Masukkan kembali ke indeks' : 'Keluarkan dari indeks', <IconCalculatorOff size={18} />, { onClick: () => setKeluarIndeks(row) }, 'orange')}
        {a.has('hapus') && icon('Hapus', <IconTrash size={18} />, { onClick: () => hapus(row) }, 'red')}
        {a.has('kirim') && (
          <Button size="compact-sm" leftSection={<IconSend size={14} />} onClick={() => setToSend(row)} aria-label={`Kirim ke Kemendagri ${row.nama}`}>
            Kirim
          </Button>
        )}
        {!a.has('kirim') && mode === 'daerah' && alasanTampil(row).length > 0 && (
          <Popover width={340} position="bottom-end" withArrow shadow="md">
            <Popover.Target>
              <Button size="compact-sm" variant="default" leftSection={<IconHelpCircle size={14} />} aria-label={`Mengapa belum dapat dikirim: ${row.nama}`} data-testid="mengapa-kirim">
                Mengapa?
              </Button>
            </Popover.Target>
            <Popover.Dropdown p={0}>
              <AlasanKirim id={row.id} hambatan={row.hambatan_kirim ?? []} tidakDihitung={row.tidak_dihitung} tahun={periode?.tahun} />
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
    );
  }

  /** The reasons the row explains (a sent row or a role that never sends has nothing to explain). */
  const alasanTampil = (row: InovasiListRow) => (row.hambatan_kirim ?? []).filter((h) => h.code !== 'SUDAH_DIKIRIM' && h.code !== 'FORBIDDEN');

  const nameCell = (row: InovasiListRow) => (
    <Stack gap={2}>
      <Text fw={600} size="sm" c="inherit">
        {row.nama}
      </Text>
      {row.profil_belum_lengkap && (
        <Text size="xs" c="#a61e1e" fw={600} data-testid="profil-belum-lengkap">
          <IconAlertTriangle size={12} style={{ verticalAlign: '-2px' }} /> {PESAN_PROFIL_BELUM_LENGKAP}
        </Text>
      )}
      {row.status_pengiriman === 'Belum Dikirim' && (row.tidak_dihitung?.length ?? 0) > 0 && (
        <Text size="xs" c="#8a3b00" fw={600} data-testid="tidak-dihitung">
          Tidak dihitung dalam IID {periode?.tahun ?? ''}: {row.tidak_dihitung![0]!.pesan}
        </Text>
      )}
      <Text size="xs" c={row.warna === 'merah-abu' ? 'inherit' : 'dimmed'}>
        {multiRegion && row.nama_pemda && (
          <span data-testid="nama-pemda">
            {row.nama_pemda}
            {row.opd || row.usr_asn ? ' · ' : ''}
          </span>
        )}
        {[row.opd?.nama_opd, row.usr_asn?.nama_lengkap].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
  const kelengkapan = (row: InovasiListRow) => {
    const p = row.kelengkapan?.persen ?? 0;
    // never "100%" alone while something else blocks sending: say what (decision 84)
    const lain = p >= 100 && !row.aksi.includes('kirim') ? alasanTampil(row)[0] : undefined;
    if (lain) {
      return (
        <Box miw={120} data-testid="kelengkapan-tetapi">
          <Progress value={p} color="yellow" size="md" aria-label={`Kelengkapan isian ${p}%`} />
          <Text size="xs" c="inherit" lh={1.3} mt={2}>
            Lengkap, tetapi {lain.pesan.charAt(0).toLowerCase() + lain.pesan.slice(1)}
          </Text>
        </Box>
      );
    }
    return (
      <Tooltip label={row.kelengkapan?.kurang?.length ? `Belum diisi: ${row.kelengkapan.kurang.join(', ')}` : 'Isian profil lengkap'} multiline w={280} withinPortal>
        <Box miw={90}>
          <Progress value={p} color={p >= 100 ? 'teal' : p >= 60 ? 'yellow' : 'red'} size="md" aria-label={`Kelengkapan ${p}%`} />
          <Text size="xs" ta="center" c="inherit">
            {p}%
          </Text>
        </Box>
      </Tooltip>
    );
  };
  const statusCell = (row: InovasiListRow) => (
    <Stack gap={2} align="flex-start">
      <Badge color={row.status_pengiriman === 'Sudah Dikirim' ? 'teal.9' : 'gray.7'} variant="filled" tt="none" styles={BADGE_FULL} data-testid="status-pengiriman">
        {row.status_pengiriman}
      </Badge>
      {row.registrasi?.nomor && row.registrasi.status_nomor >= 0 && (
        <Text size="xs" c="inherit" data-testid="nomor-registrasi-baris">
          No. registrasi: <b>{row.registrasi.nomor}</b>
        </Text>
      )}
      {row.registrasi?.status_nomor === 2 && (
        <Badge color="red.9" variant="filled" tt="none" styles={BADGE_FULL}>
          Ditolak
        </Badge>
      )}
      {row.registrasi?.status_nomor === 1 && (
        <Badge color="blue.9" variant="filled" tt="none" styles={BADGE_FULL}>
          Terverifikasi
        </Badge>
      )}
      {row.keluar_indeks_alasan && (
        <Tooltip label={`Alasan: ${row.keluar_indeks_alasan}`} multiline w={280} withinPortal>
          <Badge color="orange.9" variant="filled" tt="none" styles={BADGE_FULL} data-testid="keluar-indeks">
            Tidak dihitung dalam indeks
          </Badge>
        </Tooltip>
      )}
    </Stack>
  );

  return <ResourceListPage<InovasiListRow> module={module} resource={resource} slots={slots} />;
}
