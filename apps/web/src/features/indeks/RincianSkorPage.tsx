import { Fragment, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Box, Button, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconArrowLeft, IconChevronDown, IconChevronRight, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { aksesRincianSkor, barisRumus, LABEL_MENUNGGU_QC, predikatTab } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { useIsMobile } from '../../lib/media';
import { notifyError } from '../../lib/notify';
import { useUser } from '../../lib/session';
import { KepalaHalaman } from '../../resource-ui/ResourceListPage';
import { indeksApi, unduhRincianPdf, type BarisIndikatorRincian, type InovasiRincian, type RincianDaerah, type SisiRincian } from './api';
import { PredikatBadge, skor2, skor4, TahunSelect } from './shared';

/**
 * "Rincian Skor" (/rincian-skor/{profil_id}?tahun=): why a region has its score, from its answers and
 * evidence to the IID, self beside verified: the engine's numbers and formula lines, every region indicator
 * with evidence and the verifier's reason, every innovation counted or not (with why), and the PDF.
 * Reachable from the ranking row ("Mengapa skor ini?") and, for a region, from its indicator page.
 */
export default function RincianSkorPage() {
  const { profil_id } = useParams();
  const profilId = Number(profil_id);
  const valid = Number.isInteger(profilId) && profilId > 0;
  const [params, setParams] = useSearchParams();
  const tahunParam = Number(params.get('tahun'));
  const tahun = Number.isInteger(tahunParam) && tahunParam > 2000 ? tahunParam : null;
  const user = useUser();
  const akses = aksesRincianSkor(user?.role ?? null);
  const bolehBuka = akses === 'semua' || (akses === 'daerah_sendiri' && (user?.daerah_ids ?? [user?.m_daerah_id]).includes(profilId));
  const [mengunduh, setMengunduh] = useState(false);

  const q = useQuery({
    queryKey: ['rincian-skor', profilId, tahun],
    queryFn: ({ signal }) => indeksApi.rincian(profilId, { tahun }, signal),
    enabled: valid && bolehBuka,
    placeholderData: keepPreviousData,
  });
  const kembali = akses === 'semua' ? { to: '/dashboard/ranking-index', label: 'Kembali ke ranking' } : { to: '/dashboard/indikator_daerah', label: 'Kembali ke indikator daerah' };
  const tahunTampil = tahun ?? q.data?.tahun ?? null;

  const tidakAda = !valid || !bolehBuka || (q.isError && isApiError(q.error) && q.error.status === 404);
  const unduh = async () => {
    setMengunduh(true);
    try {
      await unduhRincianPdf(profilId, tahunTampil);
    } catch (e) {
      notifyError(e, 'PDF rincian skor gagal diunduh');
    } finally {
      setMengunduh(false);
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={kembali.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> {kembali.label}
        </Group>
      </Anchor>
      <KepalaHalaman judul="Rincian Skor" keterangan={q.data ? `${q.data.nama} · tahun penilaian ${q.data.tahun}: dari isian dan bukti dukung sampai Indeks Inovasi Daerah` : 'Dari isian dan bukti dukung sampai Indeks Inovasi Daerah'}>
        {valid && bolehBuka && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TahunSelect
              value={tahunTampil}
              onChange={(v) => {
                const next = new URLSearchParams(params);
                if (v) next.set('tahun', String(v));
                else next.delete('tahun');
                setParams(next, { replace: true });
              }}
            />
            <Button leftSection={<IconDownload size={16} />} onClick={() => void unduh()} loading={mengunduh} disabled={!q.data}>
              Unduh PDF
            </Button>
          </Group>
        )}
      </KepalaHalaman>

      {tidakAda ? (
        <Alert color="yellow" title="Rincian skor tidak tersedia" icon={<IconInfoCircle />}>
          {q.isError ? userMessage(q.error) : 'Daerah ini tidak ada atau berada di luar wilayah Anda.'}
        </Alert>
      ) : q.isError ? (
        <Alert color="red" title="Rincian skor tidak dapat dimuat">
          {userMessage(q.error)}{' '}
          <Anchor component="button" onClick={() => void q.refetch()}>
            Coba lagi
          </Anchor>
        </Alert>
      ) : q.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton h={90} />
          <Skeleton h={260} />
          <Skeleton h={200} />
        </Stack>
      ) : (
        <Isi d={q.data} />
      )}
    </Stack>
  );
}

const beda = (m: number | null | undefined, v: number | null | undefined) => (typeof m === 'number' && typeof v === 'number' ? Math.round((v - m) * 10_000) / 10_000 : null);

function Selisih({ nilai, desimal = 4 }: { nilai: number | null; desimal?: 2 | 4 }) {
  if (nilai === null) return <>–</>;
  if (nilai === 0)
    return (
      <Text span size="sm" c="dimmed">
        0
      </Text>
    );
  return (
    <Text span size="sm" fw={700} c={nilai < 0 ? 'red' : 'teal'}>
      {nilai > 0 ? '+' : ''}
      {desimal === 2 ? skor2(nilai) : skor4(nilai)}
    </Text>
  );
}

function Isi({ d }: { d: RincianDaerah }) {
  const m = d.mandiri;
  const v = d.terverifikasi;
  const isMobile = useIsMobile();
  return (
    <Stack gap="md" data-testid="rincian-skor-halaman">
      {!d.verifikasi_terlihat && (
        <Alert color="gray" icon={<IconInfoCircle />} title="Skor terverifikasi belum ditampilkan" data-testid="verifikasi-tersembunyi">
          {d.alasan_verifikasi_tersembunyi}
        </Alert>
      )}
      <SimpleGrid cols={3} spacing={isMobile ? 6 : 'sm'}>
        <KartuIid judul="IID mandiri" s={m} testid="iid-mandiri" />
        <KartuIid judul="IID terverifikasi" s={v} testid="iid-terverifikasi" />
        <Card withBorder radius="md" padding={isMobile ? 'xs' : 'sm'}>
          <Text size="xs" c="dimmed" tt={isMobile ? undefined : 'uppercase'} fw={600} lh={1.2}>
            Selisih
          </Text>
          <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} data-testid="iid-selisih">
            {v ? <Selisih nilai={beda(m.hasil.iid_tampil, v.hasil.iid_tampil)} desimal={2} /> : '–'}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            terverifikasi − mandiri
          </Text>
        </Card>
      </SimpleGrid>
      <Perhitungan d={d} />
      <TabelSpd d={d} />
      <TabelInovasi d={d} />
    </Stack>
  );
}

function KartuIid({ judul, s, testid }: { judul: string; s: SisiRincian | null; testid: string }) {
  const isMobile = useIsMobile();
  return (
    <Card withBorder radius="md" padding={isMobile ? 'xs' : 'sm'}>
      <Text size="xs" c="dimmed" tt={isMobile ? undefined : 'uppercase'} fw={600} lh={1.2}>
        {judul}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} data-testid={testid}>
        {s ? skor2(s.hasil.iid_tampil) : '–'}
      </Text>
      {!s ? (
        <Text size="xs" c="dimmed">
          belum ditampilkan
        </Text>
      ) : isMobile ? (
        <Text size="xs" fw={600} lh={1.2}>
          {s.hasil.predikat}
        </Text>
      ) : (
        <PredikatBadge predikat={s.hasil.predikat} tab={predikatTab(s.hasil.predikat)} />
      )}
    </Card>
  );
}

/** The engine's numbers of both sources, then the formula lines with this region's numbers. */
function Perhitungan({ d }: { d: RincianDaerah }) {
  const m = d.mandiri;
  const v = d.terverifikasi;
  const isMobile = useIsMobile();
  const baris: { label: string; ambil: (s: SisiRincian) => number | null; fmt?: (x: number | null) => string; tebal?: boolean }[] = [
    { label: 'SPD (skor indikator daerah)', ambil: (s) => s.hasil.spd },
    { label: 'Σ kematangan inovasi dihitung', ambil: (s) => s.hasil.jumlah_kematangan },
    { label: 'n (inovasi dihitung)', ambil: (s) => s.hasil.jumlah_inovasi },
    { label: 'k', ambil: (s) => s.hasil.k },
    { label: 'MAX(k, n)', ambil: (s) => s.hasil.pembagi },
    { label: 'Rata-rata kematangan', ambil: (s) => s.hasil.rata_kematangan },
    { label: 'Urusan wajib pelayanan dasar tercakup', ambil: (s) => s.urusan_yandas_tercakup, fmt: (x) => `${skor4(x)}${d.syarat_urusan_yandas_min !== null ? ` / min. ${d.syarat_urusan_yandas_min}` : ''}` },
    { label: 'Skor jumlah inovasi', ambil: (s) => s.hasil.skor_jumlah_inovasi, fmt: (x) => (x === null ? 'Belum ditetapkan' : skor4(x)) },
    { label: 'SID', ambil: (s) => s.hasil.sid },
    { label: 'Skor total (SPD + SID)', ambil: (s) => s.hasil.total },
    { label: 'IID', ambil: (s) => s.hasil.iid, fmt: skor2, tebal: true },
  ];
  const catatan = [...m.hasil.catatan, ...(v?.hasil.catatan ?? []).filter((c) => !m.hasil.catatan.some((x) => x.kode === c.kode))];
  return (
    <Card withBorder radius="md" padding={isMobile ? 'xs' : 'md'}>
      <Title order={3} size="h5" mb="xs">
        Perhitungan
      </Title>
      <Table.ScrollContainer minWidth={isMobile ? 320 : 560}>
        <Table verticalSpacing={6} horizontalSpacing={isMobile ? 6 : 'sm'} fz={isMobile ? 'xs' : 'sm'} data-testid="tabel-perhitungan">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Komponen</Table.Th>
              <Table.Th ta="right">Mandiri</Table.Th>
              {v && <Table.Th ta="right">Terverifikasi</Table.Th>}
              {v && <Table.Th ta="right">Selisih</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {baris.map((b) => {
              const mv = b.ambil(m);
              const vv = v ? b.ambil(v) : null;
              const s = v ? beda(mv, vv) : null;
              const fmt = b.fmt ?? skor4;
              return (
                <Table.Tr key={b.label} bg={s ? (s < 0 ? 'var(--mantine-color-red-light)' : 'var(--mantine-color-teal-light)') : undefined} fw={b.tebal ? 700 : undefined}>
                  <Table.Td>{b.label}</Table.Td>
                  <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {fmt(mv)}
                  </Table.Td>
                  {v && (
                    <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {fmt(vv)}
                    </Table.Td>
                  )}
                  {v && (
                    <Table.Td ta="right" ff="monospace">
                      <Selisih nilai={s} desimal={b.fmt === skor2 ? 2 : 4} />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
            <Table.Tr>
              <Table.Td>Predikat</Table.Td>
              <Table.Td ta="right">{m.hasil.predikat}</Table.Td>
              {v && <Table.Td ta="right">{v.hasil.predikat}</Table.Td>}
              {v && <Table.Td />}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {catatan.map((c) => (
        <Text key={c.kode} size="xs" c="orange" mt={4}>
          {c.pesan}
        </Text>
      ))}
      <SimpleGrid cols={{ base: 1, md: v ? 2 : 1 }} spacing="md" mt="md">
        <Rumus judul="Rumus: mandiri" s={m} syarat={d.syarat_urusan_yandas_min} />
        {v && <Rumus judul="Rumus: terverifikasi" s={v} syarat={d.syarat_urusan_yandas_min} />}
      </SimpleGrid>
    </Card>
  );
}

function Rumus({ judul, s, syarat }: { judul: string; s: SisiRincian; syarat: number | null }) {
  return (
    <Box>
      <Text size="sm" fw={600} mb={4}>
        {judul}
      </Text>
      <Stack gap={6}>
        {barisRumus(s.hasil, { tercakup: s.urusan_yandas_tercakup, syarat }).map((l) => (
          <Box key={l.label}>
            <Text size="xs" c="dimmed">
              {l.label} = {l.rumus}
            </Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {l.nilai}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

type SaringSpd = 'semua' | 'berbeda' | 'dijawab';

function AlasanBaris({ r }: { r: BarisIndikatorRincian }) {
  if (!r.alasan_label && !r.catatan) return r.dievaluasi ? <Text size="xs" c="dimmed">Dievaluasi, sesuai</Text> : null;
  return (
    <Text size="xs">
      {r.alasan_label && <b>{r.alasan_label}</b>}
      {r.alasan_label && r.catatan ? ': ' : ''}
      {r.catatan}
    </Text>
  );
}

function Bukti({ ada }: { ada: boolean }) {
  return (
    <Lencana size="xs" variant="light" color={ada ? 'teal' : 'gray'}>
      {ada ? 'ada bukti' : 'tanpa bukti'}
    </Lencana>
  );
}

/** Indicator rows self beside verified: a table on wide screens, stacked on a phone. */
export function TabelIndikator({ rows, terlihat, testid }: { rows: BarisIndikatorRincian[]; terlihat: boolean; testid: string }) {
  const isMobile = useIsMobile();
  const warna = (r: BarisIndikatorRincian) => (r.selisih ? (r.selisih < 0 ? 'var(--mantine-color-red-light)' : 'var(--mantine-color-teal-light)') : undefined);
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        Tidak ada data
      </Text>
    );
  if (isMobile)
    return (
      <Stack gap={0} data-testid={testid}>
        {rows.map((r, n) => (
          <Box key={r.indikator_id} py="xs" px={6} bg={warna(r)} style={{ borderTop: n ? '1px solid var(--mantine-color-gray-3)' : undefined }} data-indikator={r.indikator_id}>
            <Text size="sm" fw={500}>
              {r.kode ? `${r.kode}. ` : ''}
              {r.nama}
            </Text>
            <Text size="xs" c={r.dijawab ? undefined : 'dimmed'}>
              Mandiri: {r.dijawab ? (r.jawaban ?? '-') : 'belum dijawab'} · <b>{skor4(r.skor)}</b> <Bukti ada={r.ada_bukti} />
            </Text>
            {terlihat && (r.dijawab || r.dievaluasi) && (
              <Text size="xs">
                Terverifikasi: {r.dievaluasi ? (r.verifikasi_jawaban ?? '-') : r.ada_bukti ? 'sesuai isian' : 'tanpa bukti'} · <b>{skor4(r.skor_terverifikasi)}</b>
                {r.selisih ? (
                  <>
                    {' '}
                    (<Selisih nilai={r.selisih} />)
                  </>
                ) : null}
              </Text>
            )}
            <AlasanBaris r={r} />
          </Box>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={terlihat ? 880 : 600}>
      <Table verticalSpacing="xs" data-testid={testid}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Indikator</Table.Th>
            <Table.Th>Isian mandiri (level)</Table.Th>
            <Table.Th ta="right">Skor</Table.Th>
            <Table.Th>Bukti</Table.Th>
            {terlihat && <Table.Th ta="right">Skor verifikasi</Table.Th>}
            {terlihat && <Table.Th ta="right">Selisih</Table.Th>}
            {terlihat && <Table.Th>Alasan verifikator</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.indikator_id} bg={warna(r)} data-indikator={r.indikator_id}>
              <Table.Td maw={300}>
                <Text size="sm">
                  {r.kode ? `${r.kode}. ` : ''}
                  {r.nama}
                </Text>
                {r.rumus && (
                  <Text size="xs" c="dimmed">
                    {r.rumus}
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" c={r.dijawab ? undefined : 'dimmed'} lineClamp={3}>
                  {r.dijawab ? (r.jawaban ?? '-') : 'Belum dijawab'}
                </Text>
                {terlihat && r.dievaluasi && r.verifikasi_jawaban && r.verifikasi_jawaban !== r.jawaban && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    Verifikator: {r.verifikasi_jawaban}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {skor4(r.skor)}
              </Table.Td>
              <Table.Td>{r.dijawab ? <Bukti ada={r.ada_bukti} /> : null}</Table.Td>
              {terlihat && (
                <Table.Td ta="right" ff="monospace">
                  {skor4(r.skor_terverifikasi)}
                </Table.Td>
              )}
              {terlihat && (
                <Table.Td ta="right">
                  <Selisih nilai={r.selisih} />
                </Table.Td>
              )}
              {terlihat && (
                <Table.Td maw={260}>
                  <AlasanBaris r={r} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TabelSpd({ d }: { d: RincianDaerah }) {
  const [saring, setSaring] = useState<SaringSpd>('semua');
  const isMobile = useIsMobile();
  const rows = d.spd.filter((r) => saring === 'semua' || (saring === 'dijawab' ? r.dijawab : Boolean(r.selisih)));
  const berbeda = d.spd.filter((r) => r.selisih).length;
  return (
    <Card withBorder radius="md" padding={isMobile ? 'xs' : 'md'}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <div>
          <Title order={3} size="h5">
            Indikator daerah (SPD)
          </Title>
          <Text size="xs" c="dimmed">
            Skor verifikasi: skor verifikator bila dievaluasi; bila belum, skor mandiri bila ada bukti dukung; tanpa bukti dan tanpa evaluasi: 0.
          </Text>
        </div>
        <SegmentedControl
          size="xs"
          value={saring}
          onChange={(x) => setSaring(x as SaringSpd)}
          data={[
            { value: 'semua', label: `Semua (${d.spd.length})` },
            { value: 'dijawab', label: `Dijawab (${d.spd.filter((r) => r.dijawab).length})` },
            ...(d.verifikasi_terlihat ? [{ value: 'berbeda', label: `Berbeda (${berbeda})` }] : []),
          ]}
          aria-label="Saring indikator daerah"
        />
      </Group>
      <TabelIndikator rows={rows} terlihat={d.verifikasi_terlihat} testid="tabel-spd" />
    </Card>
  );
}

type SaringInovasi = 'semua' | 'dihitung' | 'tidak' | 'berbeda';

function StatusHitung({ k, testid }: { k: { dihitung: boolean; kematangan: number | null; menunggu_qc?: boolean } | null; testid?: string }) {
  if (k === null)
    return (
      <Text size="xs" c="dimmed" data-testid={testid}>
        belum ditampilkan
      </Text>
    );
  return (
    <Stack gap={2} data-testid={testid}>
      <Lencana size="sm" variant="light" color={k.dihitung ? (k.menunggu_qc ? 'yellow' : 'teal') : 'gray'}>
        {k.dihitung ? (k.menunggu_qc ? LABEL_MENUNGGU_QC : 'Dihitung') : 'Tidak dihitung'}
      </Lencana>
      {k.dihitung && (
        <Text size="xs" c="dimmed">
          kematangan {skor4(k.kematangan)}
        </Text>
      )}
    </Stack>
  );
}

function alasanInovasi(i: InovasiRincian): string[] {
  return [...i.mandiri.alasan.map((x) => `Mandiri: ${x}`), ...(i.terverifikasi?.alasan ?? []).filter((x) => !i.mandiri.alasan.includes(x)).map((x) => `Terverifikasi: ${x}`)];
}

const berbedaInovasi = (i: InovasiRincian) => i.terverifikasi !== null && (i.terverifikasi.dihitung !== i.mandiri.dihitung || (i.mandiri.dihitung && i.terverifikasi.kematangan !== i.mandiri.kematangan));

function TabelInovasi({ d }: { d: RincianDaerah }) {
  const [saring, setSaring] = useState<SaringInovasi>('semua');
  const [buka, setBuka] = useState<number | null>(null);
  const isMobile = useIsMobile();
  const rows = d.inovasi.filter((i) =>
    saring === 'semua' ? true : saring === 'dihitung' ? i.mandiri.dihitung || i.terverifikasi?.dihitung : saring === 'tidak' ? !i.mandiri.dihitung || i.terverifikasi?.dihitung === false : berbedaInovasi(i),
  );
  const toggle = (id: number) => setBuka(buka === id ? null : id);
  const cols = isMobile ? 2 : 6;
  return (
    <Card withBorder radius="md" padding={isMobile ? 'xs' : 'md'}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <div>
          <Title order={3} size="h5">
            Inovasi daerah ({d.inovasi.length})
          </Title>
          <Text size="xs" c="dimmed">
            Terverifikasi: dihitung bila disetujui verifikator dan tidak dikembalikan quality control.
          </Text>
        </div>
        <SegmentedControl
          size="xs"
          value={saring}
          onChange={(x) => setSaring(x as SaringInovasi)}
          data={[
            { value: 'semua', label: 'Semua' },
            { value: 'dihitung', label: 'Dihitung' },
            { value: 'tidak', label: 'Tidak dihitung' },
            { value: 'berbeda', label: `Berbeda (${d.inovasi.filter(berbedaInovasi).length})` },
          ]}
          aria-label="Saring inovasi"
        />
      </Group>
      <Table.ScrollContainer minWidth={isMobile ? 300 : 760}>
        <Table verticalSpacing="xs" data-testid="tabel-inovasi">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} />
              <Table.Th>Inovasi</Table.Th>
              {!isMobile && (
                <>
                  <Table.Th>Registrasi</Table.Th>
                  <Table.Th>Mandiri</Table.Th>
                  <Table.Th>Terverifikasi</Table.Th>
                  <Table.Th>Alasan</Table.Th>
                </>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={cols}>
                  <Text ta="center" c="dimmed" py="md">
                    Tidak ada inovasi
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((i) => {
              const alasan = alasanInovasi(i);
              return (
                <Fragment key={i.id}>
                  <Table.Tr data-inovasi={i.id} bg={berbedaInovasi(i) ? 'var(--mantine-color-red-light)' : undefined}>
                    <Table.Td>
                      <ActionIcon variant="subtle" onClick={() => toggle(i.id)} aria-expanded={buka === i.id} aria-label={`Indikator ${i.nama}`}>
                        {buka === i.id ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td maw={isMobile ? undefined : 280}>
                      <Text size="sm" fw={500}>
                        {i.nama}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[i.tahapan, i.waktu_implementasi ? `diterapkan ${i.waktu_implementasi.split('-').reverse().join('/')}` : null].filter(Boolean).join(' · ')}
                      </Text>
                      {isMobile && (
                        <Stack gap={4} mt={4}>
                          <Text size="xs">Registrasi: {i.status_registrasi}</Text>
                          <Group gap="md" align="flex-start">
                            <Box>
                              <Text size="xs" c="dimmed">
                                Mandiri
                              </Text>
                              <StatusHitung k={i.mandiri} />
                            </Box>
                            <Box>
                              <Text size="xs" c="dimmed">
                                Terverifikasi
                              </Text>
                              <StatusHitung k={i.terverifikasi} />
                            </Box>
                          </Group>
                          <DaftarAlasan alasan={alasan} />
                        </Stack>
                      )}
                    </Table.Td>
                    {!isMobile && (
                      <>
                        <Table.Td>
                          <Text size="xs">{i.status_registrasi}</Text>
                        </Table.Td>
                        <Table.Td>
                          <StatusHitung k={i.mandiri} testid={`mandiri-${i.id}`} />
                        </Table.Td>
                        <Table.Td>
                          <StatusHitung k={i.terverifikasi} testid={`terverifikasi-${i.id}`} />
                        </Table.Td>
                        <Table.Td maw={280}>
                          <DaftarAlasan alasan={alasan} />
                        </Table.Td>
                      </>
                    )}
                  </Table.Tr>
                  {buka === i.id && (
                    <Table.Tr>
                      <Table.Td colSpan={cols} bg="var(--mantine-color-gray-0)" p={isMobile ? 4 : undefined}>
                        <RincianInovasi profilId={d.profil_id} inovasiId={i.id} tahun={d.tahun} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function DaftarAlasan({ alasan }: { alasan: string[] }): ReactNode {
  if (!alasan.length) return null;
  return (
    <Stack gap={0}>
      {alasan.map((a) => (
        <Text key={a} size="xs" c="red.8">
          {a}
        </Text>
      ))}
    </Stack>
  );
}

/** One innovation's indicators, self beside verified, loaded when its row opens. */
function RincianInovasi({ profilId, inovasiId, tahun }: { profilId: number; inovasiId: number; tahun: number }) {
  const q = useQuery({ queryKey: ['rincian-skor-inovasi', profilId, inovasiId, tahun], queryFn: ({ signal }) => indeksApi.rincianInovasi(profilId, inovasiId, tahun, signal) });
  const isMobile = useIsMobile();
  if (q.isPending) return <Skeleton h={80} />;
  if (q.isError)
    return (
      <Text size="sm" c="red">
        {userMessage(q.error)}
      </Text>
    );
  const d = q.data;
  return (
    <Stack gap="xs" data-testid={`rincian-inovasi-${inovasiId}`}>
      <Group gap={isMobile ? 4 : 'lg'} wrap="wrap" px={isMobile ? 6 : 0}>
        <Text size="sm">
          Jumlah skor mandiri: <b>{skor4(d.jumlah_skor)}</b>
        </Text>
        <Text size="sm">
          Jumlah skor terverifikasi: <b>{d.verifikasi_terlihat ? skor4(d.jumlah_skor_terverifikasi) : '–'}</b>
        </Text>
        <Anchor component={Link} to={`/dashboard/indikator_inovasi?id=${d.id}`} size="sm">
          Buka indikator inovasi
        </Anchor>
      </Group>
      {!d.verifikasi_terlihat && d.alasan_verifikasi_tersembunyi && (
        <Text size="xs" c="dimmed">
          {d.alasan_verifikasi_tersembunyi}
        </Text>
      )}
      {d.catatan.map((c) => (
        <Text key={c} size="xs" c="orange">
          {c}
        </Text>
      ))}
      <TabelIndikator rows={d.indikator.filter((r) => r.dijawab || r.dievaluasi)} terlihat={d.verifikasi_terlihat} testid="tabel-indikator-inovasi" />
    </Stack>
  );
}
