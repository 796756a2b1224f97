import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconHelpCircle, IconSearch } from '@tabler/icons-react';
import { Lencana } from '../../components/Lencana';
import { TabelPeringkat } from '../../components/TabelPeringkat';
import { userMessage } from '../../lib/errors';
import type { ModuleScreenProps } from '../../lib/screens';
import { alamatRincianSkor, indeksApi, type BarisRanking, type Sumber } from './api';
import { kueriRanking, pilihanRanking } from './kueri';
import { KlasterTabs, PredikatBadge, PredikatTabs, skor2, skor4, TahunSelect, UbahIgaButton } from './shared';

/**
 * Ranking Indeks (IDX-02, IDX-08): per cluster, from self or verified scores,
 * for a year whose rules are stored; predicate tabs; ties share a rank. Each
 * row opens how its score is made (SPD, SID = Σ kematangan / MAX(k, n) + skor
 * jumlah inovasi) and, on demand, which innovations counted and why not; "Mengapa
 * skor ini?" opens the full breakdown, self beside verified (/rincian-skor/{id}).
 */
export default function RankingIndexPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const { klaster, sumber, tahun } = pilihanRanking(params);
  const tab = params.get('tab') ?? 'semua';
  const [cari, setCari] = useState('');
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === null) next.delete(k);
    else next.set(k, v);
    setParams(next, { replace: true });
  };

  const q = useQuery({ ...kueriRanking({ klaster, sumber, tahun }), placeholderData: keepPreviousData });
  const rows = useMemo(() => q.data?.data ?? [], [q.data]);
  const counts = useMemo(() => rows.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.tab]: (acc[r.tab] ?? 0) + 1 }), {}), [rows]);
  const shown = useMemo(() => rows.filter((r) => (tab === 'semua' || String(r.tab) === tab) && (!cari.trim() || r.nama.toLowerCase().includes(cari.trim().toLowerCase()))), [rows, tab, cari]);
  const tahunTampil = tahun ?? q.data?.tahun ?? null;
  // the rows are drawn in a background pass after the page around them (a cluster has up to 415 cards on a phone);
  // until then the loading skeleton stays
  const barisTampil = useDeferredValue(q.isPending ? null : shown, null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Indeks Inovasi Daerah per klaster{tahunTampil ? ` tahun ${tahunTampil}` : ''}; peringkat sama untuk nilai yang sama.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <div>
            <Text size="sm" fw={500} mb={4}>
              Sumber skor
            </Text>
            <SegmentedControl
              value={sumber}
              onChange={(v) => set({ sumber: v === 'verified' ? 'verified' : null })}
              data={[
                { value: 'self', label: 'Penilaian mandiri' },
                { value: 'verified', label: 'Terverifikasi' },
              ]}
              aria-label="Sumber skor"
            />
          </div>
          <TahunSelect value={tahunTampil} onChange={(v) => set({ tahun: v ? String(v) : null })} />
        </Group>
      </Group>

      <KlasterTabs value={klaster} onChange={(v) => set({ klaster: v, tab: null })} />
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <PredikatTabs value={tab} onChange={(v) => set({ tab: v === 'semua' ? null : v })} counts={q.data ? counts : undefined} />
            <TextInput
              placeholder="Cari nama daerah"
              leftSection={<IconSearch size={14} />}
              value={cari}
              onChange={(e) => setCari(e.currentTarget.value)}
              aria-label="Cari nama daerah"
              w={{ base: '100%', sm: 240 }}
            />
          </Group>
          {q.isError && (
            <Alert color="red" title="Ranking tidak dapat dimuat">
              {userMessage(q.error)}{' '}
              <Button size="compact-xs" variant="subtle" onClick={() => void q.refetch()}>
                Coba lagi
              </Button>
            </Alert>
          )}
          {barisTampil === null ? (
            <Stack gap={6}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={36} />
              ))}
            </Stack>
          ) : (
            <TabelPeringkat
              rows={barisTampil}
              kunciBaris={(r) => r.profil_id}
              ariaLabel="Tabel ranking indeks"
              sibuk={q.isFetching}
              testidBaris={(r) => `ranking-row-${r.profil_id}`}
              peringkat={(r) => r.peringkat}
              nama={(r) => r.nama}
              skorJudul="Total Skor"
              skor={(r) => skor2(r.total_score)}
              predikat={(r) => <PredikatBadge predikat={r.predikat} tab={r.tab} />}
              iga={(r) => r.isIga}
              aksi={(r) => (r.boleh_ubah_iga ? <UbahIgaButton profilId={r.profil_id} nama={r.nama} isIga={r.isIga} /> : null)}
              rincian={(r) => <RincianSkor row={r} tahun={tahunTampil} sumber={sumber} />}
            />
          )}
          {/* after the rows only: shown under the loading skeleton it would jump down when they arrive */}
          {barisTampil !== null && (
            <Text size="xs" c="dimmed">
              {shown.length} dari {rows.length} daerah. Nilai 0 atau tanpa isian: “Belum mengisi data”; tanpa skor maksimum tahun itu: “Tidak dapat diukur”.
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function Baris({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">
        {label}
        {hint && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({hint})
          </Text>
        )}
      </Text>
      <Text size="sm" ff="monospace" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

function RincianSkor({ row, tahun, sumber }: { row: BarisRanking; tahun: number | null; sumber: Sumber }) {
  const [lengkap, setLengkap] = useState(false);
  const r = row.rincian;
  const d = useQuery({
    queryKey: ['ranking-rincian', row.profil_id, tahun, sumber],
    queryFn: ({ signal }) => indeksApi.rincian(row.profil_id, { tahun, sumber }, signal),
    enabled: lengkap,
  });
  const n = row.jumlah_inovasi;
  return (
    <Stack gap={6} maw={640} data-testid="rincian-skor">
      <Button component={Link} to={alamatRincianSkor(row.profil_id, tahun)} size="compact-sm" variant="light" leftSection={<IconHelpCircle size={14} />} w="fit-content" mb={4}>
        Mengapa skor ini?
      </Button>
      <Baris label="SPD (indikator daerah)" value={skor4(row.spd)} />
      <Baris
        label="Rata-rata kematangan"
        hint={`Σ kematangan / MAX(k, n) = ${skor4(Math.round(r.rata_kematangan * r.pembagi * 100) / 100)} / MAX(${r.k}, ${n})`}
        value={skor4(r.rata_kematangan)}
      />
      <Baris label="Skor jumlah inovasi" value={r.skor_jumlah_inovasi === null ? 'Belum ditetapkan' : skor4(r.skor_jumlah_inovasi)} />
      <Baris label="SID" hint="rata-rata kematangan + skor jumlah inovasi" value={skor4(row.sid)} />
      <Baris label="Skor total" hint="SPD + SID" value={skor4(r.total)} />
      <Baris label="IID" hint={r.skor_maks_total ? `skor total / ${r.skor_maks_total} × 100` : 'skor maksimum belum ditetapkan'} value={skor2(row.total_score)} />
      <Text size="xs" c="dimmed">
        n = {n} inovasi dihitung, k = {r.k}: {n < r.k ? `kurang dari k, maka pembagi ${r.k} (mengirim lebih sedikit dari k menurunkan nilai)` : `pembagi n = ${n}`}.
      </Text>
      {!lengkap ? (
        <Button size="compact-sm" variant="subtle" onClick={() => setLengkap(true)} w="fit-content">
          Lihat inovasi yang dihitung
        </Button>
      ) : d.isPending ? (
        <Skeleton h={60} />
      ) : d.isError ? (
        <Text size="sm" c="red">
          {userMessage(d.error)}
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            Σ kematangan = {skor4(d.data.hasil.jumlah_kematangan)}; urusan wajib pelayanan dasar tercakup: {d.data.urusan_yandas_tercakup}
            {d.data.syarat_urusan_yandas_min !== null ? ` (syarat skor jumlah inovasi: minimal ${d.data.syarat_urusan_yandas_min})` : ''}.
          </Text>
          {d.data.hasil.catatan.map((c) => (
            <Text key={c.kode} size="xs" c="orange">
              {c.pesan}
            </Text>
          ))}
          {d.data.inovasi.length === 0 && (
            <Text size="sm" c="dimmed">
              Tidak ada inovasi.
            </Text>
          )}
          {d.data.inovasi.map((i) => (
            <Text key={i.id} size="sm">
              <Lencana size="xs" color={i.dihitung ? 'teal' : 'gray'} mr={6}>
                {i.dihitung ? 'dihitung' : 'tidak dihitung'}
              </Lencana>
              {i.nama}
              {i.dihitung ? ` — kematangan ${skor4(i.kematangan)}` : ` — ${i.alasan.join(' ')}`}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
