import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Lencana } from '../../components/Lencana';
import { Anchor, Button, Card, Group, Modal, Pagination, SegmentedControl, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { JENIS_DAERAH_PROPINSI, predikatTab, type JenisDaerahPropinsi, type KelompokRataRata } from '@sigap/domain';
import type { ModuleScreenProps } from '../../lib/screens';
import { laporanApi, type BarisRataRata, type BarisRekapDaerah, type Sumber } from './api';
import { angka, angkaParam, Grafik, Muat, skor2, TahunSelect, WARNA } from './ui';

/** Screen slug -> group of `/indeks/average/{kelompok}` (IDX-05). */
const KELOMPOK: Record<string, { kelompok: KelompokRataRata; baris: string; drill: boolean }> = {
  'indeks-rata-rata-inovasi-nasional': { kelompok: 'nasional', baris: 'Klaster', drill: false },
  'indeks-rata-rata-inovasi-wilayah': { kelompok: 'wilayah', baris: 'Wilayah', drill: false },
  'indeks-rata-rata-inovasi-provinsi': { kelompok: 'propinsi', baris: 'Provinsi', drill: true },
  'indeks-rata-rata-inovasi-kota': { kelompok: 'kota', baris: 'Provinsi', drill: true },
  'indeks-rata-rata-inovasi-kabupaten': { kelompok: 'kabupaten', baris: 'Provinsi', drill: true },
  'indeks-rata-rata-inovasi-daerah-perbatasan': { kelompok: 'perbatasan', baris: 'Provinsi', drill: true },
  'indeks-rata-rata-inovasi-daerah-tertinggal': { kelompok: 'tertinggal', baris: 'Provinsi', drill: true },
  'indeks-rata-rata-inovasi-papua': { kelompok: 'papua', baris: 'Provinsi', drill: true },
};
const PREDIKAT = ['Sangat Inovatif', 'Inovatif', 'Kurang Inovatif'] as const;
const jumlahPredikat = (r: BarisRataRata, p: string) => r.predikat.find((x) => x.predikat === p)?.jumlah ?? 0;
const WARNA_PREDIKAT: Record<number, string> = { 0: 'gray', 1: 'orange', 2: 'blue', 3: 'teal' };
const Predikat = ({ p }: { p: string | null }) =>
  p ? (
    <Lencana variant="light" color={WARNA_PREDIKAT[predikatTab(p)]}>
      {p}
    </Lencana>
  ) : (
    <Text size="xs" c="dimmed">
      Belum mengisi data
    </Text>
  );

/**
 * Index averages (IDX-05), one screen for every group: nasional (per
 * cluster), wilayah, provinsi, kota, kabupaten, daerah perbatasan, daerah
 * tertinggal and Papua (per province), with a drill-down to the regions of a
 * province and, per region, its innovations per OPD.
 */
export default function RataRataPage({ module }: ModuleScreenProps) {
  const def = KELOMPOK[module.slug] ?? KELOMPOK['indeks-rata-rata-inovasi-nasional']!;
  const [params, setParams] = useSearchParams();
  const tahun = angkaParam(params, 'tahun');
  const propinsi = angkaParam(params, 'propinsi_id');
  const sumber: Sumber = params.get('sumber') === 'verified' ? 'verified' : 'self';
  const tanpaProv = params.get('tanpa_provinsi') === '1';
  const [opd, setOpd] = useState<{ id: number; nama: string } | null>(null);
  const set = (patch: Record<string, string | null>, replace = true) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === null) next.delete(k);
    else next.set(k, v);
    setParams(next, { replace });
  };
  const kelompok = def.kelompok === 'propinsi' && tanpaProv ? 'propinsi2' : def.kelompok;
  const q = useQuery({ queryKey: ['rata-rata', kelompok, sumber, tahun], queryFn: ({ signal }) => laporanApi.rataRata(kelompok, sumber, tahun, signal), placeholderData: keepPreviousData });
  const rows = q.data?.data ?? [];
  const grafik = (def.kelompok === 'nasional' ? rows : [...rows].sort((a, b) => b.rata_rata - a.rata_rata)).filter((r) => r.jumlah_dinilai > 0).slice(0, 20);
  const sumberLabel = sumber === 'verified' ? 'terverifikasi' : 'mandiri';
  const namaProv = rows.find((r) => r.id === propinsi)?.nama;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Rata-rata IID {sumberLabel} dari daerah yang sudah dinilai (IID di atas 0){q.data ? `, tahun ${q.data.tahun}` : ''}.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl aria-label="Sumber skor" value={sumber} onChange={(v) => set({ sumber: v === 'self' ? null : v })} data={[{ value: 'self', label: 'Mandiri' }, { value: 'verified', label: 'Terverifikasi' }]} size="sm" />
          <TahunSelect value={tahun} onChange={(v) => set({ tahun: v ? String(v) : null })} label="Tahun penilaian" placeholder="Berjalan" />
        </Group>
      </Group>
      {def.kelompok === 'propinsi' && !propinsi && (
        <Switch label="Hanya kabupaten/kota (tanpa pemerintah provinsi)" checked={tanpaProv} onChange={(e) => set({ tanpa_provinsi: e.currentTarget.checked ? '1' : null })} />
      )}
      {propinsi ? (
        <RekapPropinsi id={propinsi} nama={namaProv} kelompok={def.kelompok} tahun={tahun} onKembali={() => set({ propinsi_id: null }, false)} onOpd={setOpd} />
      ) : (
        <Card withBorder radius="md" padding="md">
          <Muat q={q} kosong={rows.length === 0}>
            <Stack gap="md">
              <Grafik
                judul={module.title}
                ringkas={grafik.length ? `${grafik.length > 1 ? 'Tertinggi' : 'Nilai'}: ${[...grafik].sort((a, b) => b.rata_rata - a.rata_rata)[0]!.nama} dengan rata-rata ${skor2([...grafik].sort((a, b) => b.rata_rata - a.rata_rata)[0]!.rata_rata)}.` : ''}
                spec={{
                  kind: 'hbar',
                  data: grafik.map((r) => ({ nama: r.nama, rata: r.rata_rata, tertinggi: r.tertinggi })),
                  x: 'nama',
                  seri: [
                    { key: 'rata', label: 'Rata-rata', color: sumber === 'verified' ? WARNA.verified : WARNA.self },
                    { key: 'tertinggi', label: 'Tertinggi', color: WARNA.rata },
                  ],
                  height: Math.max(200, grafik.length * 40 + 50),
                  labelWidth: 170,
                }}
              />
              <TabelRataRata rows={rows} baris={def.baris} provinsi={def.kelompok === 'propinsi' && !tanpaProv} onPilih={def.drill ? (id) => set({ propinsi_id: String(id) }, false) : undefined} />
            </Stack>
          </Muat>
        </Card>
      )}
      {def.kelompok === 'nasional' && <RekapNasional tahun={tahun} onOpd={setOpd} />}
      <Modal opened={opd !== null} onClose={() => setOpd(null)} title={opd ? `Inovasi per OPD: ${opd.nama}` : ''} size="lg">
        {opd && <RekapOpd id={opd.id} />}
      </Modal>
    </Stack>
  );
}

function TabelRataRata({ rows, baris, provinsi, onPilih }: { rows: BarisRataRata[]; baris: string; provinsi: boolean; onPilih?: (id: number) => void }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="Tabel rata-rata indeks" data-testid="tabel-rata-rata">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{baris}</Table.Th>
            <Table.Th ta="right">Pemda</Table.Th>
            <Table.Th ta="right">Dinilai</Table.Th>
            <Table.Th ta="right">Rata-rata</Table.Th>
            <Table.Th ta="right">Tertinggi</Table.Th>
            <Table.Th ta="right">Terendah</Table.Th>
            {provinsi && <Table.Th ta="right">IID Pemprov</Table.Th>}
            {PREDIKAT.map((p) => (
              <Table.Th key={p} ta="right">
                {p}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={String(r.id)}>
              <Table.Td>
                {onPilih && typeof r.id === 'number' ? (
                  <Anchor component="button" type="button" size="sm" onClick={() => onPilih(r.id as number)}>
                    {r.nama}
                  </Anchor>
                ) : (
                  r.nama
                )}
              </Table.Td>
              <Table.Td ta="right">{angka(r.jumlah_daerah)}</Table.Td>
              <Table.Td ta="right">{angka(r.jumlah_dinilai)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {r.jumlah_dinilai ? skor2(r.rata_rata) : '–'}
              </Table.Td>
              <Table.Td ta="right">{r.jumlah_dinilai ? skor2(r.tertinggi) : '–'}</Table.Td>
              <Table.Td ta="right">{r.jumlah_dinilai ? skor2(r.terendah) : '–'}</Table.Td>
              {provinsi && <Table.Td ta="right">{r.nilai_provinsi ? skor2(r.nilai_provinsi) : '–'}</Table.Td>}
              {PREDIKAT.map((p) => (
                <Table.Td key={p} ta="right">
                  {angka(jumlahPredikat(r, p))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The regions of one province (only the group's members for kota, kabupaten, perbatasan, tertinggal, Papua). */
/** The groups that keep only some regions of a province (their members: `/propinsi/{id}/{jenis}`). */
const jenisAnggota = (k: KelompokRataRata): JenisDaerahPropinsi | null => ((JENIS_DAERAH_PROPINSI as readonly string[]).includes(k) ? (k as JenisDaerahPropinsi) : null);

function RekapPropinsi({ id, nama, kelompok, tahun, onKembali, onOpd }: { id: number; nama?: string; kelompok: KelompokRataRata; tahun: number | null; onKembali: () => void; onOpd: (d: { id: number; nama: string }) => void }) {
  const q = useQuery({ queryKey: ['rata-rata-propinsi', id, tahun], queryFn: ({ signal }) => laporanApi.rekapPropinsi(id, tahun, signal) });
  const jenis = jenisAnggota(kelompok);
  const saring = jenis !== null;
  const anggota = useQuery({
    queryKey: ['propinsi-anggota', id, kelompok],
    queryFn: ({ signal }) => laporanApi.anggotaPropinsi(id, jenis!, signal),
    enabled: saring,
  });
  const rows = (q.data?.data ?? []).filter((r) => !saring || (anggota.data ?? []).includes(r.id));
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {q.data?.propinsi.nama ?? nama ?? 'Provinsi'}
          </Title>
          <Button variant="subtle" leftSection={<IconArrowLeft size={14} />} onClick={onKembali}>
            Kembali
          </Button>
        </Group>
        <Muat q={saring && anggota.isPending ? anggota : q} kosong={rows.length === 0}>
          <TabelDaerah rows={rows} onOpd={onOpd} />
        </Muat>
      </Stack>
    </Card>
  );
}

function TabelDaerah({ rows, onOpd, offset = 0 }: { rows: BarisRekapDaerah[]; onOpd: (d: { id: number; nama: string }) => void; offset?: number }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="Tabel indeks per daerah">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>No</Table.Th>
            <Table.Th>Daerah</Table.Th>
            <Table.Th>Provinsi</Table.Th>
            <Table.Th ta="right">Inovasi dihitung</Table.Th>
            <Table.Th ta="right">IID mandiri</Table.Th>
            <Table.Th>Predikat</Table.Th>
            <Table.Th ta="right">IID terverifikasi</Table.Th>
            <Table.Th>Predikat</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={r.id}>
              <Table.Td>{offset + i + 1}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" onClick={() => onOpd({ id: r.id, nama: r.nama })}>
                  {r.nama}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.propinsi ?? '–'}</Table.Td>
              <Table.Td ta="right">{angka(r.jumlah_inovasi)}</Table.Td>
              <Table.Td ta="right">{skor2(r.iid_self)}</Table.Td>
              <Table.Td>
                <Predikat p={r.predikat_self} />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {skor2(r.iid_verified)}
              </Table.Td>
              <Table.Td>
                <Predikat p={r.predikat_verified} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const HALAMAN = 25;

/** Every region of the country with its index (`/indeks/average/nasional/rekap`), searchable, 25 a page. */
function RekapNasional({ tahun, onOpd }: { tahun: number | null; onOpd: (d: { id: number; nama: string }) => void }) {
  const [cari, setCari] = useState('');
  const [hal, setHal] = useState(1);
  const q = useQuery({ queryKey: ['rata-rata-rekap-nasional', tahun], queryFn: ({ signal }) => laporanApi.rekapNasional(tahun, signal) });
  const rows = useMemo(() => {
    const s = cari.trim().toLowerCase();
    return [...(q.data ?? [])].filter((r) => !s || r.nama.toLowerCase().includes(s) || (r.propinsi ?? '').toLowerCase().includes(s)).sort((a, b) => b.iid_verified - a.iid_verified || b.iid_self - a.iid_self);
  }, [q.data, cari]);
  const halaman = Math.max(1, Math.ceil(rows.length / HALAMAN));
  const h = Math.min(hal, halaman);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            Rekap nasional per daerah
          </Title>
          <TextInput
            placeholder="Cari daerah atau provinsi"
            leftSection={<IconSearch size={14} />}
            aria-label="Cari daerah atau provinsi"
            value={cari}
            onChange={(e) => {
              setCari(e.currentTarget.value);
              setHal(1);
            }}
            w={{ base: '100%', sm: 260 }}
          />
        </Group>
        <Muat q={q} kosong={rows.length === 0}>
          <TabelDaerah rows={rows.slice((h - 1) * HALAMAN, h * HALAMAN)} onOpd={onOpd} offset={(h - 1) * HALAMAN} />
          <Group justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">
              {angka(rows.length)} daerah
            </Text>
            {halaman > 1 && <Pagination total={halaman} value={h} onChange={setHal} size="sm" siblings={0} getItemProps={(p) => ({ 'aria-label': `Halaman ${p}` })} getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Halaman sebelumnya' : c === 'next' ? 'Halaman berikutnya' : c === 'first' ? 'Halaman pertama' : 'Halaman terakhir' })} />}
          </Group>
        </Muat>
      </Stack>
    </Card>
  );
}

function RekapOpd({ id }: { id: number }) {
  const q = useQuery({ queryKey: ['rata-rata-opd', id], queryFn: ({ signal }) => laporanApi.rekapOpd(id, signal) });
  const rows = q.data?.data ?? [];
  return (
    <Muat q={q} kosong={rows.length === 0}>
      <Table.ScrollContainer minWidth={480}>
        <Table striped verticalSpacing={6} aria-label="Inovasi per OPD">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>OPD</Table.Th>
              <Table.Th ta="right">Inovasi</Table.Th>
              <Table.Th ta="right">Penerapan</Table.Th>
              <Table.Th ta="right">Rata-rata kematangan</Table.Th>
              <Table.Th ta="right">Rata-rata terverifikasi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.opd_id ?? 0}>
                <Table.Td>{r.nama_opd}</Table.Td>
                <Table.Td ta="right">{angka(r.jumlah_inovasi)}</Table.Td>
                <Table.Td ta="right">{angka(r.penerapan)}</Table.Td>
                <Table.Td ta="right">{skor2(r.rata_kematangan)}</Table.Td>
                <Table.Td ta="right">{skor2(r.rata_verifikasi)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Muat>
  );
}
