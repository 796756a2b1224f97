import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Badge, Box, Button, Group, Popover, Progress, Select, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecklist, IconEye, IconFileSpreadsheet, IconFileTypePdf, IconPencil, IconPlus, IconSend, IconTrash, IconUser, IconCalculatorOff, IconHelpCircle } from '@tabler/icons-react';
import { alasanTambah, bolehTambah, can, getResource, PESAN_PROFIL_BELUM_LENGKAP, type ModuleDef } from '@sigap/domain';
import { klikUnduh } from '../../lib/berkas';
import { tip } from '../../components/TooltipBersama';
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

/** Mantine's `c="inherit"` on the plain cells. */
const WARISI = { color: 'inherit' } as const;

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
        <p className="sigap-teks" style={WARISI} data-testid="kematangan" aria-label={`Kematangan ${row.kematangan ?? 0} dari ${periode?.skorMaksKematangan ?? '-'}`}>
          {String(row.kematangan ?? 0)}
          {periode?.skorMaksKematangan ? (
            <span className="sigap-teks" data-size="xs" style={WARISI}>
              {` / ${periode.skorMaksKematangan}`}
            </span>
          ) : null}
        </p>
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
      <ActionIcon key={label} variant="subtle" color={color} aria-label={`${label} ${row.nama}`} {...tip(label)} {...props}>
        {el}
      </ActionIcon>
    );
    return (
      <div className="sigap-baris-aksi sigap-inovasi-aksi">
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
        {!a.has('kirim') && mode === 'daerah' && alasanTampil(row).length > 0 && <TombolMengapa row={row} tahun={periode?.tahun} />}
      </div>
    );
  }

  /** The reasons the row explains (a sent row or a role that never sends has nothing to explain). */
  const alasanTampil = (row: InovasiListRow) => (row.hambatan_kirim ?? []).filter((h) => h.code !== 'SUDAH_DIKIRIM' && h.code !== 'FORBIDDEN');

  // the cells are plain elements styled as Mantine's Text and Stack (app.css, "List rows"): they repeat on every row
  const nameCell = (row: InovasiListRow) => (
    <div className="sigap-tumpuk">
      <p className="sigap-teks" data-tebal style={WARISI}>
        {row.nama}
      </p>
      {row.profil_belum_lengkap && (
        <p className="sigap-teks" data-size="xs" data-tebal style={{ color: '#a61e1e' }} data-testid="profil-belum-lengkap">
          <IconAlertTriangle size={12} style={{ verticalAlign: '-2px' }} /> {PESAN_PROFIL_BELUM_LENGKAP}
        </p>
      )}
      {row.status_pengiriman === 'Belum Dikirim' && (row.tidak_dihitung?.length ?? 0) > 0 && (
        <p className="sigap-teks" data-size="xs" data-tebal style={{ color: '#8a3b00' }} data-testid="tidak-dihitung">
          Tidak dihitung dalam IID {periode?.tahun ?? ''}: {row.tidak_dihitung![0]!.pesan}
        </p>
      )}
      <p className="sigap-teks" data-size="xs" data-redup={row.warna === 'merah-abu' ? undefined : true} style={row.warna === 'merah-abu' ? WARISI : undefined}>
        {multiRegion && row.nama_pemda && (
          <span data-testid="nama-pemda">
            {row.nama_pemda}
            {row.opd || row.usr_asn ? ' · ' : ''}
          </span>
        )}
        {[row.opd?.nama_opd, row.usr_asn?.nama_lengkap].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
  const kelengkapan = (row: InovasiListRow) => {
    const p = row.kelengkapan?.persen ?? 0;
    // never "100%" alone while something else blocks sending: say what (decision 84)
    const lain = p >= 100 && !row.aksi.includes('kirim') ? alasanTampil(row)[0] : undefined;
    if (lain) {
      return (
        <div style={{ minWidth: 'calc(7.5rem * var(--mantine-scale))' }} data-testid="kelengkapan-tetapi">
          <Progress value={p} color="yellow" size="md" aria-label={`Kelengkapan isian ${p}%`} />
          <p className="sigap-teks" data-size="xs" style={{ color: 'inherit', lineHeight: 1.3, marginTop: 'calc(0.125rem * var(--mantine-scale))' }}>
            Lengkap, tetapi {lain.pesan.charAt(0).toLowerCase() + lain.pesan.slice(1)}
          </p>
        </div>
      );
    }
    return (
      <div style={{ minWidth: 'calc(5.625rem * var(--mantine-scale))' }} {...tip(row.kelengkapan?.kurang?.length ? `Belum diisi: ${row.kelengkapan.kurang.join(', ')}` : 'Isian profil lengkap', 280)}>
        <Progress value={p} color={p >= 100 ? 'teal' : p >= 60 ? 'yellow' : 'red'} size="md" aria-label={`Kelengkapan ${p}%`} />
        <p className="sigap-teks" data-size="xs" style={{ textAlign: 'center', color: 'inherit' }}>
          {p}%
        </p>
      </div>
    );
  };
  const statusCell = (row: InovasiListRow) => (
    <div className="sigap-tumpuk" data-kiri>
      <Badge color={row.status_pengiriman === 'Sudah Dikirim' ? 'teal.9' : 'gray.7'} variant="filled" tt="none" styles={BADGE_FULL} data-testid="status-pengiriman">
        {row.status_pengiriman}
      </Badge>
      {row.registrasi?.nomor && row.registrasi.status_nomor >= 0 && (
        <p className="sigap-teks" data-size="xs" style={WARISI} data-testid="nomor-registrasi-baris">
          No. registrasi: <b>{row.registrasi.nomor}</b>
        </p>
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
        <Badge color="var(--mantine-color-orange-text)" variant="filled" tt="none" styles={BADGE_FULL} data-testid="keluar-indeks" {...tip(`Alasan: ${row.keluar_indeks_alasan}`, 280)}>
          Tidak dihitung dalam indeks
        </Badge>
      )}
    </div>
  );

  return <ResourceListPage<InovasiListRow> module={module} resource={resource} slots={slots} />;
}

/**
 * "Mengapa?" beside a row that cannot be sent: the button alone until it is first pressed, then the same button as
 * the target of its popover, opened (a popover on every row cost a floating-ui instance each while the page loads).
 */
function TombolMengapa({ row, tahun }: { row: InovasiListRow; tahun: number | undefined }) {
  const [dipakai, setDipakai] = useState(false);
  const tombolRef = useRef<HTMLButtonElement>(null);
  // the button is drawn anew inside the popover: the focus stays on it
  useEffect(() => {
    if (dipakai) tombolRef.current?.focus();
  }, [dipakai]);
  const tombol = (
    <Button
      ref={tombolRef}
      size="compact-sm"
      variant="default"
      leftSection={<IconHelpCircle size={14} />}
      aria-label={`Mengapa belum dapat dikirim: ${row.nama}`}
      data-testid="mengapa-kirim"
      onClick={dipakai ? undefined : () => setDipakai(true)}
    >
      Mengapa?
    </Button>
  );
  if (!dipakai) return tombol;
  return (
    <Popover defaultOpened width={340} position="bottom-end" withArrow shadow="md">
      <Popover.Target>{tombol}</Popover.Target>
      <Popover.Dropdown p={0}>
        <AlasanKirim id={row.id} hambatan={row.hambatan_kirim ?? []} tidakDihitung={row.tidak_dihitung} tahun={tahun} />
      </Popover.Dropdown>
    </Popover>
  );
}
