import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Box, Button, Card, Checkbox, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Table, Tabs, Text, Textarea, Tooltip } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconUserPlus, IconWand, IconX } from '@tabler/icons-react';
import { LABEL_KONFLIK } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { endsSession } from '../../lib/errors';
import { useIsMobile } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { igaApi, KUNCI, type HasilPenugasanIga, type JuriRow, type NomineRow, type ProgressRow, type StatusLembarIga, type TahunIgaRow } from './api';
import { KepalaIga, KlasterSelect, labelKlaster, Muat, useKeadaanTahun, useSaringIga, useTahunIga } from './shared';

/**
 * Progres Input (IGA-03) and the jury's organisation: the nominee x juror matrix (which sheets are in, per stage),
 * then the assignments (manual, or automatic with a balanced load and never a conflicted pair: the server's
 * `penugasan` rule) and the conflicts of interest (province, former agency, declarations). Managing needs
 * `boleh_kelola` (admin, superadmin); everyone else reads.
 */
export default function ProgressInputPage({ module }: ModuleScreenProps) {
  const { tahun: dipilih, klaster, params, set } = useSaringIga();
  const { daftar, tahun } = useTahunIga(dipilih);
  const keadaan = useKeadaanTahun(tahun);
  const tab = params.get('tab') === 'penugasan' ? 'penugasan' : 'progres';
  return (
    <Stack gap="md">
      <KepalaIga
        judul={module.title}
        slug={module.slug}
        keterangan="Lembar yang sudah dan belum masuk per nomine dan penilai, penugasan penilai (manual atau otomatis dengan beban seimbang) dan konflik kepentingan."
        tahun={tahun}
        daftar={daftar}
        onTahun={(t) => set({ tahun: t })}
      >
        <KlasterSelect value={klaster} onChange={(v) => set({ klaster: v })} />
      </KepalaIga>
      {tahun !== null && (
        <Tabs value={tab} onChange={(v) => set({ tab: v === 'penugasan' ? 'penugasan' : null })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="progres">Progres Lembar</Tabs.Tab>
            <Tabs.Tab value="penugasan" data-testid="tab-penugasan">
              Penugasan &amp; Konflik
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="progres" pt="md">
            <Matriks tahun={tahun} klaster={klaster} />
          </Tabs.Panel>
          <Tabs.Panel value="penugasan" pt="md">
            {keadaan.data && <Penugasan t={keadaan.data} klaster={klaster} />}
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

const SIMBOL: Record<StatusLembarIga, { teks: string; warna: string; label: string }> = {
  terkirim: { teks: '✓', warna: 'teal', label: 'terkirim' },
  draf: { teks: 'D', warna: 'yellow', label: 'draf' },
  belum: { teks: '–', warna: 'gray', label: 'belum' },
  konflik: { teks: 'A', warna: 'red', label: 'abstain (konflik)' },
};

function Sel({ tahap, status }: { tahap: 'P' | 'V'; status: StatusLembarIga }) {
  const s = SIMBOL[status];
  return (
    <Tooltip label={`${tahap === 'P' ? 'Presentasi' : 'Validasi lapangan'}: ${s.label}`} withArrow>
      <Lencana
        size="md"
        radius="sm"
        variant={status === 'terkirim' ? 'filled' : 'light'}
        color={s.warna}
        style={{ textTransform: 'none', minWidth: 38, maxWidth: 'none', overflow: 'visible' }}
        aria-label={`${tahap === 'P' ? 'Presentasi' : 'Validasi'} ${s.label}`}
        data-status={status}
      >
        {tahap} {s.teks}
      </Lencana>
    </Tooltip>
  );
}

/** nominee x juror: P (presentation) and V (field validation) per assigned pair; a dot where the juror is not assigned. */
function Matriks({ tahun, klaster }: { tahun: number; klaster: string | null }) {
  const q = useQuery({ queryKey: KUNCI.progress({ tahun, klaster }), queryFn: ({ signal }) => igaApi.progress({ tahun, klaster }, signal) });
  const narrow = useIsMobile();
  const { nomine, juri, sel } = useMemo(() => {
    const nomine = new Map<number, { id: number; nama: string; klaster: string }>();
    const juri = new Map<number, string>();
    const sel = new Map<string, ProgressRow>();
    for (const r of q.data?.data ?? []) {
      nomine.set(r.nomine_id, { id: r.nomine_id, nama: r.nama, klaster: r.klaster });
      juri.set(r.penilai_id, r.nama_penilai);
      sel.set(`${r.nomine_id}:${r.penilai_id}`, r);
    }
    return { nomine: [...nomine.values()], juri: [...juri.entries()].sort((a, b) => a[1].localeCompare(b[1], 'id')), sel };
  }, [q.data]);
  const rows = q.data?.data ?? [];
  const hitung = (t: 'presentasi' | 'validasi_lapangan') => rows.filter((r) => r[t] === 'terkirim').length;
  const wajib = (t: 'presentasi' | 'validasi_lapangan') => rows.filter((r) => r[t] !== 'konflik').length;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Ringkas label="Nomine" nilai={String(nomine.length)} />
        <Ringkas label="Penilai" nilai={String(juri.length)} />
        <Ringkas label="Lembar presentasi terkirim" nilai={`${hitung('presentasi')} / ${wajib('presentasi')}`} />
        <Ringkas label="Lembar validasi terkirim" nilai={`${hitung('validasi_lapangan')} / ${wajib('validasi_lapangan')}`} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="sm">
        <Muat q={q}>
          {nomine.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              Belum ada penugasan penilai.
            </Text>
          ) : narrow ? (
            <Stack gap={0}>
              {nomine.map((n, i) => (
                <Box key={n.id} py="xs" style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                  <Text fw={600} size="sm">
                    {n.nama}{' '}
                    <Text span size="xs" c="dimmed">
                      {labelKlaster(n.klaster)}
                    </Text>
                  </Text>
                  {juri
                    .filter(([id]) => sel.has(`${n.id}:${id}`))
                    .map(([id, nama]) => {
                      const r = sel.get(`${n.id}:${id}`)!;
                      return (
                        <Group key={id} justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                          <Text size="sm">{nama}</Text>
                          <Group gap={4} wrap="nowrap">
                            <Sel tahap="P" status={r.presentasi} />
                            <Sel tahap="V" status={r.validasi_lapangan} />
                          </Group>
                        </Group>
                      );
                    })}
                </Box>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={300 + juri.length * 110}>
              <Table withColumnBorders striped verticalSpacing={6} aria-label="Matriks progres input">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th miw={220}>Nomine</Table.Th>
                    {juri.map(([id, nama]) => (
                      <Table.Th key={id} ta="center" miw={100} style={{ fontSize: 12 }}>
                        {nama}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {nomine.map((n) => (
                    <Table.Tr key={n.id} data-testid={`progres-${n.id}`}>
                      <Table.Td>
                        <Text size="sm">{n.nama}</Text>
                        <Text size="xs" c="dimmed">
                          {labelKlaster(n.klaster)}
                        </Text>
                      </Table.Td>
                      {juri.map(([id]) => {
                        const r = sel.get(`${n.id}:${id}`);
                        return (
                          <Table.Td key={id} ta="center">
                            {r ? (
                              <Group gap={4} justify="center" wrap="nowrap">
                                <Sel tahap="P" status={r.presentasi} />
                                <Sel tahap="V" status={r.validasi_lapangan} />
                              </Group>
                            ) : (
                              <Text size="xs" c="dimmed" aria-label="tidak ditugaskan">
                                ·
                              </Text>
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Muat>
        <Text size="xs" c="dimmed" mt="xs">
          P = presentasi, V = validasi lapangan. ✓ terkirim, D draf, – belum, A abstain (konflik kepentingan), · tidak ditugaskan.
        </Text>
      </Card>
    </Stack>
  );
}

function Ringkas({ label, nilai }: { label: string; nilai: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {nilai}
      </Text>
    </Card>
  );
}

function Penugasan({ t, klaster }: { t: TahunIgaRow; klaster: string | null }) {
  const qc = useQueryClient();
  const nomine = useQuery({ queryKey: KUNCI.nomine(t.tahun), queryFn: ({ signal }) => igaApi.nomine(t.tahun, signal) });
  const juri = useQuery({ queryKey: KUNCI.juri(t.tahun), queryFn: ({ signal }) => igaApi.juri(t.tahun, signal) });
  const [otomatis, setOtomatis] = useState(false);
  const [konflik, setKonflik] = useState<NomineRow | null | 'baru'>(null);
  const [aturJuri, setAturJuri] = useState(false);
  const segarkan = () => qc.invalidateQueries({ queryKey: KUNCI.semua });
  const gagal = (judul: string) => (e: unknown) => {
    if (endsSession(e)) return;
    notifyError(isApiError(e) && e.errors ? Object.values(e.errors).join(' ') : e, judul);
  };
  const tugaskan = useMutation({
    mutationFn: (v: { nomine: number; penilai: number }) => igaApi.tugaskan(t.tahun, v.nomine, v.penilai),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? 'Penilai ditugaskan.');
      await segarkan();
    },
    onError: gagal('Penugasan ditolak'),
  });
  const cabut = useMutation({
    mutationFn: (id: number) => igaApi.hapusTugas(t.tahun, id),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? 'Penugasan dicabut.');
      await segarkan();
    },
    onError: gagal('Penugasan tidak dapat dicabut'),
  });
  const kelola = t.boleh_kelola && t.tahap !== 'diumumkan';
  const aktif = (juri.data ?? []).filter((j) => j.aktif);
  const rows = (nomine.data ?? []).filter((n) => !klaster || n.klaster.some((k) => k.kode === klaster));
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" wrap="wrap" gap="sm" mb="xs">
          <Text fw={600}>Penilai tahun {t.tahun}</Text>
          {kelola && (
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setAturJuri(true)}>
                Atur penilai tahun ini
              </Button>
              <Button size="compact-sm" leftSection={<IconWand size={14} />} onClick={() => setOtomatis(true)} data-testid="penugasan-otomatis">
                Penugasan otomatis
              </Button>
              <Button size="compact-sm" variant="light" color="red" onClick={() => setKonflik('baru')}>
                Catat konflik
              </Button>
            </Group>
          )}
        </Group>
        <Muat q={juri} baris={2}>
          {aktif.length === 0 ? (
            <Text size="sm" c="dimmed">
              Belum ada penilai untuk tahun ini.
            </Text>
          ) : (
            <Group gap="xs" wrap="wrap">
              {aktif.map((j) => (
                <Lencana key={j.penilai_id} variant="light" color="indigo" size="lg" style={{ textTransform: 'none', maxWidth: 'none', height: 'auto', paddingBlock: 4 }}>
                  {j.nama} · {j.beban} nomine{j.provinsi ? ` · ${j.provinsi}` : ''}
                  {j.jumlah_konflik ? ` · ${j.jumlah_konflik} konflik` : ''}
                </Lencana>
              ))}
            </Group>
          )}
        </Muat>
      </Card>
      <Card withBorder radius="md" padding="sm">
        <Muat q={nomine}>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label="Tabel penugasan penilai">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nomine</Table.Th>
                  <Table.Th>Penilai ditugaskan</Table.Th>
                  <Table.Th>Konflik kepentingan</Table.Th>
                  {kelola && <Table.Th w={220}>Tambah penilai</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={kelola ? 4 : 3}>
                      <Text ta="center" c="dimmed" py="md">
                        Tidak ada nomine
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((n) => (
                  <Table.Tr key={n.id} data-testid={`nomine-${n.profil_id}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {n.nama}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {n.klaster.map((k) => k.klaster).join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="wrap">
                        {n.penilai.length === 0 && (
                          <Text size="xs" c="orange">
                            Belum ada
                          </Text>
                        )}
                        {n.penilai.map((p) => (
                          <Lencana
                            key={p.penugasan_id}
                            variant="outline"
                            color={p.cara === 'otomatis' ? 'blue' : 'dark'}
                            style={{ textTransform: 'none', maxWidth: 'none' }}
                            rightSection={
                              kelola ? (
                                <ActionIcon size="xs" variant="transparent" color="gray" onClick={() => cabut.mutate(p.penugasan_id)} aria-label={`Cabut ${p.nama} dari ${n.nama}`} disabled={cabut.isPending}>
                                  <IconX size={10} />
                                </ActionIcon>
                              ) : undefined
                            }
                          >
                            {p.nama}
                            {p.cara === 'otomatis' ? ' (otomatis)' : ''}
                          </Lencana>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {n.konflik.length === 0 ? (
                        <Text size="xs" c="dimmed">
                          –
                        </Text>
                      ) : (
                        <Stack gap={2}>
                          {n.konflik.map((k) => (
                            <Text key={`${k.penilai_id}-${k.sumber}`} size="xs">
                              <Text span fw={600} size="xs">
                                {k.nama}
                              </Text>
                              : {LABEL_KONFLIK[k.sumber]}
                              {k.sumber === 'deklarasi' && k.alasan ? ` (${k.alasan})` : ''}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                    {kelola && (
                      <Table.Td>
                        <TambahPenilai n={n} juri={aktif} sibuk={tugaskan.isPending} onPilih={(penilai) => tugaskan.mutate({ nomine: n.id, penilai })} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Muat>
        <Text size="xs" c="dimmed" mt="xs">
          Penilai tidak pernah menilai daerah di provinsi asalnya atau instansi asalnya; konflik yang dinyatakan membuat penilai abstain dan tidak mengurangi nilai nomine.
        </Text>
      </Card>
      {otomatis && <PenugasanOtomatis t={t} onClose={() => setOtomatis(false)} />}
      {konflik !== null && <CatatKonflik t={t} nomine={nomine.data ?? []} juri={aktif} awal={konflik === 'baru' ? null : konflik} onClose={() => setKonflik(null)} />}
      {aturJuri && juri.data && <AturJuri t={t} juri={juri.data} onClose={() => setAturJuri(false)} />}
    </Stack>
  );
}

/** A juror for one nominee; those already assigned or in conflict are not offered (the conflict's reason shows). */
function TambahPenilai({ n, juri, sibuk, onPilih }: { n: NomineRow; juri: JuriRow[]; sibuk: boolean; onPilih: (penilaiId: number) => void }) {
  const sudah = new Set(n.penilai.map((p) => p.penilai_id));
  const konflik = new Map(n.konflik.map((k) => [k.penilai_id, LABEL_KONFLIK[k.sumber]]));
  const data = juri
    .filter((j) => !sudah.has(j.penilai_id))
    .map((j) => ({ value: String(j.penilai_id), label: konflik.has(j.penilai_id) ? `${j.nama} — konflik` : `${j.nama} (${j.beban})`, disabled: konflik.has(j.penilai_id) }));
  return (
    <Select
      size="xs"
      placeholder={data.length ? 'Pilih penilai…' : 'Semua sudah'}
      data={data}
      value={null}
      onChange={(v) => v && onPilih(Number(v))}
      disabled={sibuk || data.length === 0}
      leftSection={<IconUserPlus size={14} />}
      aria-label={`Tambah penilai untuk ${n.nama}`}
      comboboxProps={{ withinPortal: true }}
      searchable
    />
  );
}

function PenugasanOtomatis({ t, onClose }: { t: TahunIgaRow; onClose: () => void }) {
  const qc = useQueryClient();
  const [per, setPer] = useState<number>(t.juri_per_nomine);
  const [ganti, setGanti] = useState(false);
  const [hasil, setHasil] = useState<HasilPenugasanIga | null>(null);
  const m = useMutation({
    mutationFn: () => igaApi.tugaskanOtomatis(t.tahun, { per_nomine: per, ganti }),
    onSuccess: async (r) => {
      setHasil(r);
      notifySuccess(`${r.baru} penugasan baru dibuat.`);
      await qc.invalidateQueries({ queryKey: KUNCI.semua });
    },
    onError: (e) => !endsSession(e) && notifyError(isApiError(e) && e.errors ? Object.values(e.errors).join(' ') : e, 'Penugasan otomatis gagal'),
  });
  return (
    <Modal opened onClose={() => !m.isPending && onClose()} title="Penugasan otomatis" centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Setiap nomine mendapat sejumlah penilai; beban antarpenilai berselisih paling banyak satu; pasangan yang berkonflik tidak pernah dipilih. Penugasan manual tetap.
        </Text>
        <NumberInput label="Penilai per nomine" value={per} onChange={(v) => setPer(typeof v === 'number' ? v : 1)} min={1} max={15} w={180} />
        <Checkbox label="Ganti penugasan otomatis sebelumnya yang belum ada lembarnya" checked={ganti} onChange={(e) => setGanti(e.currentTarget.checked)} />
        {hasil && (
          <Alert color={hasil.seimbang && hasil.kurang.length === 0 ? 'teal' : 'orange'} data-testid="hasil-otomatis">
            <Text size="sm">
              {hasil.baru} penugasan baru, {hasil.total} penugasan seluruhnya; beban {hasil.seimbang ? 'seimbang' : 'belum seimbang'}:{' '}
              {hasil.beban.map((b) => `${b.nama} ${b.beban}`).join(', ')}.
            </Text>
            {hasil.kurang.length > 0 && <Text size="sm">Kurang penilai (tanpa konflik): {hasil.kurang.map((k) => `${k.nama} (${k.kurang})`).join(', ')}.</Text>}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={m.isPending}>
            {hasil ? 'Tutup' : 'Batal'}
          </Button>
          <Button onClick={() => m.mutate()} loading={m.isPending} data-testid="jalankan-otomatis">
            Tugaskan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CatatKonflik({ t, nomine, juri, awal, onClose }: { t: TahunIgaRow; nomine: NomineRow[]; juri: JuriRow[]; awal: NomineRow | null; onClose: () => void }) {
  const qc = useQueryClient();
  const [nomineId, setNomineId] = useState<string | null>(awal ? String(awal.id) : null);
  const [penilaiId, setPenilaiId] = useState<string | null>(null);
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const m = useMutation({
    mutationFn: () => igaApi.konflik(t.tahun, { nomine_id: Number(nomineId), penilai_id: Number(penilaiId), alasan: alasan.trim() }),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? 'Konflik kepentingan dicatat; penilai abstain.');
      await qc.invalidateQueries({ queryKey: KUNCI.semua });
      onClose();
    },
    onError: (e) => {
      if (endsSession(e)) return;
      if (isApiError(e) && e.errors) setGalat(e.errors);
      else notifyError(e, 'Konflik gagal dicatat');
    },
  });
  const cek = () => {
    const g: Record<string, string> = {};
    if (!nomineId) g.nomine_id = 'Pilih nomine.';
    if (!penilaiId) g.penilai_id = 'Pilih penilai.';
    if (alasan.trim().length < 5) g.alasan = 'Alasan wajib diisi (minimal 5 karakter).';
    setGalat(g);
    if (!Object.keys(g).length) m.mutate();
  };
  return (
    <Modal opened onClose={() => !m.isPending && onClose()} title="Catat konflik kepentingan" centered>
      <Stack gap="sm">
        <Select label="Nomine" data={nomine.map((n) => ({ value: String(n.id), label: n.nama }))} value={nomineId} onChange={setNomineId} error={galat.nomine_id} searchable comboboxProps={{ withinPortal: true }} />
        <Select label="Penilai" data={juri.map((j) => ({ value: String(j.penilai_id), label: j.nama }))} value={penilaiId} onChange={setPenilaiId} error={galat.penilai_id} searchable comboboxProps={{ withinPortal: true }} />
        <Textarea label="Alasan" required value={alasan} onChange={(e) => setAlasan(e.currentTarget.value)} error={galat.alasan} autosize minRows={2} maxLength={2000} />
        <Text size="xs" c="dimmed">
          Penilai abstain untuk nomine ini: tidak menilai dan tidak dihitung dalam rata-rata.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={m.isPending}>
            Batal
          </Button>
          <Button color="red" onClick={cek} loading={m.isPending}>
            Catat konflik
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AturJuri({ t, juri, onClose }: { t: TahunIgaRow; juri: JuriRow[]; onClose: () => void }) {
  const qc = useQueryClient();
  const [ids, setIds] = useState(juri.filter((j) => j.aktif).map((j) => String(j.penilai_id)));
  const m = useMutation({
    mutationFn: () => igaApi.simpanJuri(t.tahun, ids.map(Number)),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? 'Penilai tahun ini disimpan.');
      await qc.invalidateQueries({ queryKey: KUNCI.semua });
      onClose();
    },
    onError: (e) => !endsSession(e) && notifyError(isApiError(e) && e.errors ? Object.values(e.errors).join(' ') : e, 'Penilai gagal disimpan'),
  });
  return (
    <Modal opened onClose={() => !m.isPending && onClose()} title={`Penilai tahun ${t.tahun}`} centered size="lg">
      <Stack gap="sm">
        <MultiSelect
          label="Penilai (dari master Tim Penilai)"
          data={juri.map((j) => ({ value: String(j.penilai_id), label: `${j.nama} — ${j.instansi}` }))}
          value={ids}
          onChange={setIds}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed">
          Penilai yang dikeluarkan kehilangan penugasan yang belum ada lembarnya.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={m.isPending}>
            Batal
          </Button>
          <Button onClick={() => m.mutate()} loading={m.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
