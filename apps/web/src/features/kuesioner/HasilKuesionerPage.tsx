import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Group, Modal, NumberInput, Progress, Select, SimpleGrid, Stack, Switch, Table, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { A_KUESIONER, UNSUR_SKM } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { alamatBerkas, klikUnduh } from '../../lib/berkas';
import { endsSession } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { kuesionerApi, kunciKuesioner, type IsianPertanyaan, type PertanyaanKelolaRow } from './api';

const angka = (v: number | null | undefined, d = 2) => (v === null || v === undefined ? '-' : v.toLocaleString('id-ID', { minimumFractionDigits: d, maximumFractionDigits: d }));
const WARNA_MUTU: Record<string, string> = { A: 'teal', B: 'blue', C: 'orange', D: 'red' };

/** Hasil Survei Kepuasan (PLT-15): IKM per period, per element, the bands, suggestions, Excel; and the questions. */
export default function HasilKuesionerPage({ module }: ModuleScreenProps) {
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Text c="dimmed" size="sm">
          Indeks Kepuasan Masyarakat (IKM) per periode menurut PermenPANRB No. 14 Tahun 2017: rata-rata nilai sembilan unsur (skala 1–4) dikali 25, dengan mutu A–D.
        </Text>
      </div>
      <Tabs defaultValue="hasil" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="hasil">Hasil</Tabs.Tab>
          <Tabs.Tab value="pertanyaan">Pertanyaan</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="hasil" pt="md">
          <Hasil />
        </Tabs.Panel>
        <Tabs.Panel value="pertanyaan" pt="md">
          <Pertanyaan />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Hasil() {
  const [periode, setPeriode] = useState<string | null>(null);
  const q = useQuery({ queryKey: kunciKuesioner.hasil(periode), queryFn: ({ signal }) => kuesionerApi.hasil(periode, signal), placeholderData: (p) => p });
  useEffect(() => {
    if (q.isError && !endsSession(q.error)) notifyError(q.error, 'Gagal memuat hasil survei');
  }, [q.errorUpdatedAt]);
  const d = q.data?.data;
  if (!d) return <Text c="dimmed">Mohon tunggu sebentar...</Text>;
  const h = d.hasil;
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <Select
          label="Periode"
          data={d.daftar_periode.map((p) => ({ value: p.periode, label: `${p.label} (${p.responden} responden)` }))}
          value={d.periode}
          onChange={(v) => v && setPeriode(v)}
          allowDeselect={false}
          w={280}
        />
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={klikUnduh(alamatBerkas(A_KUESIONER.hasilExcel, { query: { periode: d.periode } }), `survei-kepuasan-${d.periode}.xlsx`)}>
          Unduh Excel
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Responden
          </Text>
          <Text fz={28} fw={700} data-testid="responden">
            {h.responden}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            IKM (konversi 25–100)
          </Text>
          <Text fz={28} fw={700} data-testid="ikm">
            {angka(h.ikm_konversi)}
          </Text>
          <Text size="xs" c="dimmed">
            Nilai interval {angka(h.ikm, 4)}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Mutu pelayanan
          </Text>
          {h.mutu ? (
            <Group gap="xs">
              <Badge size="xl" color={WARNA_MUTU[h.mutu]} data-testid="mutu">
                {h.mutu}
              </Badge>
              <Text fw={600}>{h.kinerja}</Text>
            </Group>
          ) : (
            <Text c="dimmed">Belum ada jawaban</Text>
          )}
        </Card>
      </SimpleGrid>

      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs" aria-label="Nilai per unsur pelayanan">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Unsur</Table.Th>
                <Table.Th>Jawaban</Table.Th>
                <Table.Th>NRR (1–4)</Table.Th>
                <Table.Th style={{ width: '35%' }}>NRR × 25</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {h.unsur.map((u) => (
                <Table.Tr key={u.kode}>
                  <Table.Td>
                    {u.kode}. {u.nama}
                  </Table.Td>
                  <Table.Td>{u.jumlah}</Table.Td>
                  <Table.Td>{angka(u.nrr, 4)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Progress value={u.nrr_konversi ?? 0} w="100%" aria-label={`Nilai ${u.nama}`} />
                      <Text size="sm" w={52} ta="right">
                        {angka(u.nrr_konversi)}
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md">
          <Title order={3} size="h5" mb="xs">
            IKM per periode
          </Title>
          <Table aria-label="IKM per periode">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Periode</Table.Th>
                <Table.Th>Responden</Table.Th>
                <Table.Th>IKM</Table.Th>
                <Table.Th>Mutu</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.daftar_periode.map((p) => (
                <Table.Tr key={p.periode}>
                  <Table.Td>{p.label}</Table.Td>
                  <Table.Td>{p.responden}</Table.Td>
                  <Table.Td>{angka(p.ikm_konversi)}</Table.Td>
                  <Table.Td>{p.mutu ? `${p.mutu} (${p.kinerja})` : '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt="xs">
            Interval mutu: {d.mutu_skm.map((m) => `${m.mutu} ${angka(m.nik[0])}–${angka(m.nik[1])} (${m.kinerja})`).join('; ')}.
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Title order={3} size="h5" mb="xs">
            Saran dan masukan
          </Title>
          {d.saran.length === 0 ? (
            <Text c="dimmed" size="sm">
              Belum ada saran pada periode ini.
            </Text>
          ) : (
            <Stack gap="xs">
              {d.saran.map((s, i) => (
                <div key={i}>
                  <Text size="sm">{s.saran}</Text>
                  <Text size="xs" c="dimmed">
                    {formatWaktu(s.created_at)}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

const KOSONG: IsianPertanyaan = { unsur: 'U1', pertanyaan: '', pilihan: [...UNSUR_SKM[0]!.pilihan] as [string, string, string, string], urutan: 0, aktif: 1 };

function Pertanyaan() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: kunciKuesioner.kelola, queryFn: ({ signal }) => kuesionerApi.kelola(signal) });
  const [form, setForm] = useState<{ id: number | null; isi: IsianPertanyaan } | null>(null);
  const [galat, setGalat] = useState<Record<string, string>>({});
  const simpan = useMutation({
    mutationFn: () => (form!.id ? kuesionerApi.ubah(form!.id, form!.isi) : kuesionerApi.tambah(form!.isi)),
    onSuccess: () => {
      notifySuccess('Pertanyaan disimpan.');
      setForm(null);
      void qc.invalidateQueries({ queryKey: ['kuesioner'] });
    },
    onError: (e) => {
      if (isApiError(e) && e.errors) setGalat(e.errors);
      notifyError(e, 'Pertanyaan gagal disimpan');
    },
  });
  const hapus = useMutation({
    mutationFn: (id: number) => kuesionerApi.hapus(id),
    onSuccess: () => {
      notifySuccess('Pertanyaan dihapus.');
      void qc.invalidateQueries({ queryKey: ['kuesioner'] });
    },
    onError: (e) => notifyError(e, 'Pertanyaan tidak dapat dihapus'),
  });
  const buka = (r?: PertanyaanKelolaRow) => {
    setGalat({});
    setForm(
      r
        ? { id: r.id, isi: { unsur: r.unsur as IsianPertanyaan['unsur'], pertanyaan: r.pertanyaan, pilihan: [...r.pilihan] as [string, string, string, string], urutan: r.urutan, aktif: r.aktif ? 1 : 0 } }
        : { id: null, isi: { ...KOSONG } },
    );
  };
  const ubahIsi = (p: Partial<IsianPertanyaan>) => setForm((f) => (f ? { ...f, isi: { ...f.isi, ...p } } : f));
  const rows = q.data?.data ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Setiap pertanyaan mengukur satu dari sembilan unsur. Pertanyaan yang sudah dijawab tidak dapat dihapus; nonaktifkan bila tidak dipakai lagi.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => buka()}>
          Tambah Pertanyaan
        </Button>
      </Group>
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" aria-label="Pertanyaan survei">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Urutan</Table.Th>
                <Table.Th>Unsur</Table.Th>
                <Table.Th>Pertanyaan</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Dijawab</Table.Th>
                <Table.Th>Aksi</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.urutan}</Table.Td>
                  <Table.Td>
                    {r.unsur}. {r.unsur_nama}
                  </Table.Td>
                  <Table.Td>{r.pertanyaan}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={r.aktif ? 'teal' : 'gray'} style={{ minWidth: 'max-content' }}>
                      {r.aktif ? 'Aktif' : 'Nonaktif'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.dijawab}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button size="compact-sm" variant="light" onClick={() => buka(r)}>
                        Ubah
                      </Button>
                      {r.dijawab === 0 && (
                        <Button size="compact-sm" variant="light" color="red" loading={hapus.isPending && hapus.variables === r.id} onClick={() => hapus.mutate(r.id)}>
                          Hapus
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Modal opened={form !== null} onClose={() => setForm(null)} title={form?.id ? 'Ubah pertanyaan' : 'Tambah pertanyaan'} size="lg">
        {form && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              simpan.mutate();
            }}
          >
            <Stack gap="sm">
              <Select
                label="Unsur"
                withAsterisk
                data={UNSUR_SKM.map((u) => ({ value: u.kode, label: `${u.kode}. ${u.nama}` }))}
                value={form.isi.unsur}
                allowDeselect={false}
                onChange={(v) => {
                  const u = UNSUR_SKM.find((x) => x.kode === v);
                  if (u) ubahIsi({ unsur: u.kode as IsianPertanyaan['unsur'], ...(form.id ? {} : { pilihan: [...u.pilihan] as [string, string, string, string] }) });
                }}
                error={galat.unsur}
              />
              <Textarea label="Pertanyaan" withAsterisk autosize minRows={2} maxLength={1000} value={form.isi.pertanyaan} onChange={(e) => ubahIsi({ pertanyaan: e.currentTarget.value })} error={galat.pertanyaan} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {[0, 1, 2, 3].map((i) => (
                  <TextInput
                    key={i}
                    label={`Pilihan nilai ${i + 1}`}
                    withAsterisk
                    maxLength={100}
                    value={(form.isi.pilihan as string[])[i] ?? ''}
                    onChange={(e) => {
                      const p = [...(form.isi.pilihan as string[])] as [string, string, string, string];
                      p[i] = e.currentTarget.value;
                      ubahIsi({ pilihan: p });
                    }}
                    error={galat[`pilihan.${i}`] ?? (i === 0 ? galat.pilihan : undefined)}
                  />
                ))}
              </SimpleGrid>
              <Group>
                <NumberInput label="Urutan" min={0} max={1000} value={Number(form.isi.urutan ?? 0)} onChange={(v) => ubahIsi({ urutan: Number(v) || 0 })} w={140} error={galat.urutan} />
                <Switch label="Aktif" checked={form.isi.aktif === 1} onChange={(e) => ubahIsi({ aktif: e.currentTarget.checked ? 1 : 0 })} mt="lg" />
              </Group>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setForm(null)}>
                  Batal
                </Button>
                <Button type="submit" loading={simpan.isPending}>
                  Simpan
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Stack>
  );
}
