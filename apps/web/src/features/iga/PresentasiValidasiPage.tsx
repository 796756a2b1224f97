import { Fragment, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Card, Group, SimpleGrid, Stack, Table, Tabs, Text, Tooltip } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { LABEL_TAHAP_IGA, TAHAP_PENILAIAN, type TahapPenilaian } from '@sigap/domain';
import { useIsMobile } from '../../lib/media';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { igaApi, KUNCI, type LembarSayaRow, type PresentasiRow, type TahunIgaRow } from './api';
import { LembarPenilaian } from './LembarPenilaian';
import { KepalaIga, KLASTER_IGA, KlasterSelect, labelKlaster, Muat, Petunjuk, skor2, StatusLembarBadge, SumberBobotBadge, useKeadaanTahun, useSaringIga, useTahunIga } from './shared';

const tahapValid = (v: string | null): TahapPenilaian | null => (TAHAP_PENILAIAN as readonly string[]).includes(v ?? '') ? (v as TahapPenilaian) : null;

/**
 * Presentasi dan Validasi Lapangan (IGA-03): for a juror, the own sheets (each assigned nominee x scoring stage)
 * and the sheet itself (`?lembar=<nomine>&tahap=`); for everyone, the recap of the spec's rows (klaster, nama,
 * total_score, skor_penilaian, skor_validasi_lapangan, overall_score) with the jurors counted, the spread and the
 * outliers flagged for the plenary. Overseers open a juror's sheet from a row (`&penilai_id=`), read-only unless the
 * guard allows a correction.
 */
export default function PresentasiValidasiPage({ module }: ModuleScreenProps) {
  const { tahun: dipilih, klaster, params, set } = useSaringIga();
  const { daftar, tahun } = useTahunIga(dipilih);
  const keadaan = useKeadaanTahun(tahun);
  const lembarId = Number(params.get('lembar'));
  const tahapLembar = tahapValid(params.get('tahap'));
  const penilaiParam = Number(params.get('penilai_id'));
  const penilaiId = Number.isInteger(penilaiParam) && penilaiParam > 0 ? penilaiParam : null;
  const saya = keadaan.data?.saya ?? null;
  const tab = params.get('tab') ?? (saya ? 'lembar' : 'rekap');

  if (Number.isInteger(lembarId) && lembarId > 0 && tahapLembar)
    return <LembarPenilaian nomineId={lembarId} tahap={tahapLembar} penilaiId={penilaiId} onKembali={() => set({ lembar: null, tahap: null, penilai_id: null })} />;

  return (
    <Stack gap="md">
      <KepalaIga
        judul={module.title}
        slug={module.slug}
        keterangan="Nilai presentasi kepala daerah dan validasi lapangan per nomine: rata-rata penilai yang mengirim lembar (yang abstain tidak mengurangi nilai), sebaran antarpenilai dan skor akhir."
        tahun={tahun}
        daftar={daftar}
        onTahun={(t) => set({ tahun: t })}
      >
        <KlasterSelect value={klaster} onChange={(v) => set({ klaster: v })} />
      </KepalaIga>
      {tahun !== null && (
        <Tabs value={saya ? tab : 'rekap'} onChange={(v) => v && set({ tab: v })} keepMounted={false}>
          {saya && (
            <Tabs.List>
              <Tabs.Tab value="lembar">Lembar Penilaian Saya</Tabs.Tab>
              <Tabs.Tab value="rekap">Rekap Nilai</Tabs.Tab>
            </Tabs.List>
          )}
          {saya && (
            <Tabs.Panel value="lembar" pt="md">
              <LembarSaya tahun={tahun} klaster={klaster} keadaan={keadaan.data ?? null} buka={(r) => set({ lembar: r.nomine_id, tahap: r.tahap })} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="rekap" pt={saya ? 'md' : 0}>
            <Rekap tahun={tahun} klaster={klaster} keadaan={keadaan.data ?? null} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/** The juror's sheets as large cards (a tablet), the open stage first. */
function LembarSaya({ tahun, klaster, keadaan, buka }: { tahun: number; klaster: string | null; keadaan: TahunIgaRow | null; buka: (r: LembarSayaRow) => void }) {
  const q = useQuery({ queryKey: KUNCI.lembarSaya(tahun), queryFn: ({ signal }) => igaApi.lembarSaya(tahun, signal) });
  const bawaan: TahapPenilaian = keadaan?.tahap === 'validasi_lapangan' ? 'validasi_lapangan' : 'presentasi';
  const [tahap, setTahap] = useState<TahapPenilaian | null>(null);
  const aktif = tahap ?? bawaan;
  // the rows name their clusters ("Kota", or several joined by a comma); the filter holds the code
  const rows = (q.data ?? []).filter((r) => r.tahap === aktif && (!klaster || r.klaster.split(', ').includes(labelKlaster(klaster))));
  const hitung = (t: TahapPenilaian) => (q.data ?? []).filter((r) => r.tahap === t);
  return (
    <Stack gap="sm">
      <Tabs value={aktif} onChange={(v) => v && setTahap(v as TahapPenilaian)} variant="pills" radius="md">
        <Tabs.List>
          {TAHAP_PENILAIAN.map((t) => {
            const semua = hitung(t);
            return (
              <Tabs.Tab key={t} value={t} data-testid={`tab-${t}`}>
                {LABEL_TAHAP_IGA[t]} ({semua.filter((r) => r.status === 'terkirim').length}/{semua.length})
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Muat q={q}>
        {rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            Belum ada nomine yang ditugaskan kepada Anda untuk tahap ini.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {rows.map((r) => (
              <Card key={`${r.nomine_id}-${r.tahap}`} withBorder radius="md" padding="md" data-testid={`lembar-saya-${r.nomine_id}`}>
                <Stack gap={6} h="100%" justify="space-between">
                  <div>
                    <Text fw={600}>{r.nama}</Text>
                    <Text size="sm" c="dimmed">
                      {labelKlaster(r.klaster)}
                    </Text>
                  </div>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap={6}>
                      <StatusLembarBadge status={r.status} />
                      {r.total !== null && (
                        <Text size="sm" ff="monospace" fw={600}>
                          {skor2(r.total)}
                        </Text>
                      )}
                    </Group>
                    <Button size="md" variant={r.terbuka && r.status !== 'terkirim' && r.status !== 'konflik' ? 'filled' : 'light'} onClick={() => buka(r)} aria-label={`${r.terbuka && r.status !== 'terkirim' && r.status !== 'konflik' ? 'Nilai' : 'Lihat'} ${r.nama}`}>
                      {r.terbuka && r.status !== 'terkirim' && r.status !== 'konflik' ? 'Nilai' : 'Lihat'}
                    </Button>
                  </Group>
                  {!r.terbuka && (
                    <Text size="xs" c="dimmed">
                      Tahap ini tidak sedang dibuka.
                    </Text>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Muat>
    </Stack>
  );
}

function Rekap({ tahun, klaster, keadaan }: { tahun: number; klaster: string | null; keadaan: TahunIgaRow | null }) {
  const q = useQuery({ queryKey: KUNCI.presentasi({ tahun, klaster }), queryFn: ({ signal }) => igaApi.presentasi({ tahun, klaster }, signal) });
  const [buka, setBuka] = useState<string | null>(null);
  const narrow = useIsMobile();
  const user = useUser();
  const pengawas = user?.role !== 'tim.penilai';
  const b = q.data?.bobot ?? keadaan?.bobot ?? null;
  // the plenary reads one cluster after the other, best first
  const rows = useMemo(() => {
    const urut = (k: string) => {
      const i = KLASTER_IGA.findIndex((x) => x.label === k || x.value === k);
      return i < 0 ? KLASTER_IGA.length : i;
    };
    const nilai = (r: PresentasiRow) => r.overall_score ?? r.overall_sementara ?? -1;
    return [...(q.data?.data ?? [])].sort((a, b) => urut(a.klaster) - urut(b.klaster) || nilai(b) - nilai(a) || a.nama.localeCompare(b.nama, 'id'));
  }, [q.data]);
  const outlier = new Set(rows.filter((r) => r.outlier.length > 0).map((r) => r.nomine_id)).size;
  const cols = narrow ? 4 : 9;
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        {b && (
          <Text size="sm" data-testid="rumus-skor-akhir">
            Skor akhir = (indeks × {b.indeks} + presentasi × {b.presentasi} + validasi lapangan × {b.validasi}) / {b.indeks + b.presentasi + b.validasi}.{' '}
            <SumberBobotBadge sumber={b.sumber} />
            {b.catatan ? ` ${b.catatan}` : ''}
          </Text>
        )}
        {outlier > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="xs" data-testid="ada-outlier">
            {outlier} nomine memiliki nilai penilai yang menyimpang jauh dari rata-rata; dibahas dalam rapat pleno.
          </Alert>
        )}
        <Muat q={q}>
          <Table.ScrollContainer minWidth={narrow ? 320 : 900}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Tabel presentasi dan validasi lapangan">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36} />
                  {!narrow && <Table.Th>Klaster</Table.Th>}
                  <Table.Th>Nama</Table.Th>
                  {!narrow && (
                    <Table.Th ta="right">
                      <Petunjuk label="Indeks Inovasi Daerah terverifikasi, tetap sejak nominasi ditutup.">Skor Indeks</Petunjuk>
                    </Table.Th>
                  )}
                  {!narrow && (
                    <Table.Th ta="right">
                      <Petunjuk label="Rata-rata nilai lembar presentasi yang dikirim; penilai yang abstain tidak dihitung.">Presentasi</Petunjuk>
                    </Table.Th>
                  )}
                  {!narrow && (
                    <Table.Th ta="right">
                      <Petunjuk label="Rata-rata nilai lembar validasi lapangan yang dikirim.">Validasi Lapangan</Petunjuk>
                    </Table.Th>
                  )}
                  <Table.Th ta="right">Skor Akhir</Table.Th>
                  {!narrow && <Table.Th ta="right">Penilai</Table.Th>}
                  {!narrow && <Table.Th>Sebaran</Table.Th>}
                  {narrow && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={cols}>
                      <Text ta="center" c="dimmed" py="md">
                        Tidak ada data
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((r) => {
                  // a nominee in two clusters has a row in each
                  const kunci = `${r.nomine_id}-${r.klaster}`;
                  return (
                  <Fragment key={kunci}>
                    <Table.Tr data-testid={`presentasi-${r.profil_id}`}>
                      <Table.Td>
                        <ActionIcon variant="subtle" onClick={() => setBuka(buka === kunci ? null : kunci)} aria-expanded={buka === kunci} aria-label={`Rincian ${r.nama}`}>
                          {buka === kunci ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                        </ActionIcon>
                      </Table.Td>
                      {!narrow && <Table.Td>{labelKlaster(r.klaster)}</Table.Td>}
                      <Table.Td>
                        {r.nama}
                        {narrow && (
                          <Text size="xs" c="dimmed">
                            {labelKlaster(r.klaster)}
                          </Text>
                        )}
                      </Table.Td>
                      {!narrow && (
                        <>
                          <Table.Td ta="right" ff="monospace">
                            {skor2(r.total_score)}
                          </Table.Td>
                          <Table.Td ta="right" ff="monospace">
                            {skor2(r.skor_penilaian)}
                          </Table.Td>
                          <Table.Td ta="right" ff="monospace">
                            {skor2(r.skor_validasi_lapangan)}
                          </Table.Td>
                        </>
                      )}
                      <Table.Td ta="right" ff="monospace" fw={600}>
                        <SkorAkhir r={r} />
                      </Table.Td>
                      {!narrow && (
                        <Table.Td ta="right">
                          <Text size="sm">
                            {r.penilai_presentasi} / {r.penilai_validasi}
                          </Text>
                          {r.abstain > 0 && (
                            <Text size="xs" c="dimmed">
                              {r.abstain} abstain
                            </Text>
                          )}
                        </Table.Td>
                      )}
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {!narrow && (
                            <Text size="sm" ff="monospace">
                              ±{skor2(r.simpangan_presentasi)}
                            </Text>
                          )}
                          {r.outlier.length > 0 && (
                            <Tooltip label={`${r.outlier.length} nilai menyimpang`} withArrow>
                              <Lencana color="orange" variant="filled" size="sm" style={{ textTransform: 'none', flexShrink: 0, maxWidth: 'none' }} data-testid="badge-outlier">
                                Outlier
                              </Lencana>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {buka === kunci && (
                      <Table.Tr>
                        <Table.Td colSpan={cols} bg="var(--mantine-color-gray-0)">
                          <RincianNomine r={r} tahun={tahun} pengawas={pengawas} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Muat>
        <Text size="xs" c="dimmed">
          Penilai = jumlah lembar presentasi / validasi lapangan yang dikirim. Sebaran = simpangan baku nilai presentasi antarpenilai.
          {keadaan ? ` Outlier: selisih dari rata-rata lebih dari ${keadaan.aturan_outlier.k} × simpangan dan lebih dari ${keadaan.aturan_outlier.selisih_min} poin, bila minimal ${keadaan.aturan_outlier.min_penilai} penilai.` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

function SkorAkhir({ r }: { r: PresentasiRow }) {
  if (r.overall_score !== null) return <>{skor2(r.overall_score)}</>;
  if (r.overall_sementara !== null)
    return (
      <Tooltip label="Sementara: belum semua komponen bernilai." withArrow>
        <Text span size="sm" fs="italic" c="dimmed" ff="monospace">
          {skor2(r.overall_sementara)}*
        </Text>
      </Tooltip>
    );
  return <>–</>;
}

/** A row opened: every number with how it is made, the outliers by name, links to the jurors' sheets. */
function RincianNomine({ r, tahun, pengawas }: { r: PresentasiRow; tahun: number; pengawas: boolean }) {
  const nomine = useQuery({ queryKey: KUNCI.nomine(tahun), queryFn: ({ signal }) => igaApi.nomine(tahun, signal), enabled: pengawas });
  const n = nomine.data?.find((x) => x.id === r.nomine_id);
  return (
    <Stack gap={6} maw={760} data-testid="rincian-nomine">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Angka label="Skor indeks" v={r.total_score} />
        <Angka label="Presentasi" v={r.skor_penilaian} sub={`${r.penilai_presentasi} lembar · ±${skor2(r.simpangan_presentasi)}`} />
        <Angka label="Validasi lapangan" v={r.skor_validasi_lapangan} sub={`${r.penilai_validasi} lembar · ±${skor2(r.simpangan_validasi)}`} />
        <Angka label="Skor akhir" v={r.overall_score ?? r.overall_sementara} sub={r.overall_score === null && r.overall_sementara !== null ? 'sementara' : undefined} />
      </SimpleGrid>
      {r.outlier.length > 0 ? (
        <Stack gap={2}>
          {r.outlier.map((o) => (
            <Text key={`${o.tahap}-${o.penilai_id}`} size="sm" c="orange">
              {LABEL_TAHAP_IGA[o.tahap]}: {o.nama} memberi {skor2(o.skor)}, selisih {skor2(o.selisih)} dari rata-rata.
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Tidak ada nilai yang menyimpang.
        </Text>
      )}
      {r.abstain > 0 && <Text size="sm">{r.abstain} penilai abstain (konflik kepentingan); tidak dihitung dalam rata-rata.</Text>}
      {pengawas && n && n.penilai.length > 0 && (
        <Group gap={6} wrap="wrap">
          <Text size="sm">Lembar penilai:</Text>
          {n.penilai.map((p) =>
            (['presentasi', 'validasi_lapangan'] as const).map((t) => (
              <Button
                key={`${p.penilai_id}-${t}`}
                component={Link}
                to={`/dashboard/presentasi-dan-validasi-lapangan?tahun=${tahun}&lembar=${r.nomine_id}&tahap=${t}&penilai_id=${p.penilai_id}`}
                size="compact-xs"
                variant="default"
              >
                {p.nama} · {t === 'presentasi' ? 'presentasi' : 'validasi'}
              </Button>
            )),
          )}
        </Group>
      )}
    </Stack>
  );
}

function Angka({ label, v, sub }: { label: string; v: number | null; sub?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} ff="monospace">
        {skor2(v)}
      </Text>
      {sub && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </div>
  );
}
