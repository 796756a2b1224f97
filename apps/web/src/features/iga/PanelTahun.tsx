import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Modal, NumberInput, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconAward, IconCertificate, IconFileSpreadsheet, IconFileTypePdf, IconGavel, IconLock, IconLockOpen, IconPlayerPlay, IconSpeakerphone } from '@tabler/icons-react';
import { ALUR_TAHAP_IGA, LABEL_TAHAP_IGA, nomineTetap, TAHAP_IGA, type AksiTahapIga, type TahapIga } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { endsSession } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { igaApi, KUNCI, unduhIga, type RiwayatTahapIga, type TahunIgaRow } from './api';
import { KeadaanBadge, Muat, skor2, SumberBobotBadge, TahapStepper } from './shared';

type Tahun = TahunIgaRow & { riwayat: RiwayatTahapIga[] };

const IKON: Record<AksiTahapIga, typeof IconLock> = { tutup: IconLock, buka: IconPlayerPlay, buka_kembali: IconLockOpen, umumkan: IconSpeakerphone };

/** What a stage command does, in the confirmation (the target comes from the domain's transition table). */
function jelaskan(aksi: AksiTahapIga, t: Tahun): string {
  const ke = ALUR_TAHAP_IGA[aksi].ke({ tahap: t.tahap, status: t.status });
  const tahap = LABEL_TAHAP_IGA[t.tahap];
  if (aksi === 'tutup')
    return t.tahap === 'nominasi'
      ? `Tahap ${tahap} ditutup: daftar nomine dan skor indeksnya ditetapkan.`
      : `Tahap ${tahap} ditutup: lembar tahap ini hanya dapat diubah lewat koreksi beralasan oleh admin.`;
  if (aksi === 'buka') return `Tahap ${LABEL_TAHAP_IGA[ke.tahap]} dibuka.`;
  if (aksi === 'buka_kembali') return `Tahap ${tahap} dibuka kembali. Alasan dicatat dalam riwayat.`;
  return 'Pemenang hasil rapat pleno diumumkan: tampil di portal publik dan halaman daerah pemenang.';
}

const labelAksi = (aksi: AksiTahapIga, t: Pick<Tahun, 'tahap' | 'status'>): string => {
  if (aksi === 'tutup') return `Tutup ${LABEL_TAHAP_IGA[t.tahap]}`;
  if (aksi === 'buka') return `Buka ${LABEL_TAHAP_IGA[ALUR_TAHAP_IGA.buka.ke({ tahap: t.tahap, status: t.status }).tahap]}`;
  if (aksi === 'buka_kembali') return `Buka kembali ${LABEL_TAHAP_IGA[t.tahap]}`;
  return ALUR_TAHAP_IGA[aksi].label;
};

/**
 * The award year's control panel (IGA-01, IGA-05): the five stages, the commands the caller may run now (`aksi`,
 * from the domain's transition table that also guards the API), the plenary, publication, the outputs (berita acara,
 * certificates, final Excel), the combination weights with their provenance, and the stage history. Viewer, pusat
 * and jurors see the same panel without commands.
 */
export function PanelTahun({ tahun }: { tahun: number }) {
  const q = useQuery({ queryKey: KUNCI.tahun(tahun), queryFn: ({ signal }) => igaApi.tahun(tahun, signal) });
  return (
    <Muat q={q}>
      {q.data && <IsiPanel t={q.data} />}
    </Muat>
  );
}

function IsiPanel({ t }: { t: Tahun }) {
  const qc = useQueryClient();
  const [aksi, setAksi] = useState<AksiTahapIga | null>(null);
  const [pleno, setPleno] = useState(false);
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const pemenang = useQuery({ queryKey: KUNCI.pemenang(t.tahun), queryFn: ({ signal }) => igaApi.pemenang(t.tahun, signal) });
  const segarkan = () => qc.invalidateQueries({ queryKey: KUNCI.semua });
  const jalan = useMutation({
    mutationFn: (a: AksiTahapIga) => igaApi.aksiTahap(t.tahun, a, alasan.trim() || null),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? 'Tahap penghargaan diperbarui.');
      setAksi(null);
      setAlasan('');
      await segarkan();
    },
    onError: (e) => {
      if (endsSession(e)) return;
      if (isApiError(e) && e.errors?.alasan) setGalat(e.errors.alasan);
      else notifyError(e, 'Perintah tahap gagal');
    },
  });
  const jalanPleno = useMutation({
    mutationFn: () => igaApi.pleno(t.tahun, alasan.trim() || null),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? `Rapat pleno menetapkan ${r.data.length} pemenang.`);
      setPleno(false);
      setAlasan('');
      await segarkan();
    },
    onError: (e) => !endsSession(e) && notifyError(e, 'Rapat pleno gagal'),
  });
  // the plenary runs while its stage is open (the server guards it the same way); until then it is explained
  const bolehPleno = t.boleh_kelola && t.tahap === 'pleno' && t.status === 'buka';
  const butuhAlasan = aksi ? ALUR_TAHAP_IGA[aksi].butuhAlasan : false;

  return (
    <Stack gap="md" data-testid="panel-tahun">
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Title order={3} size="h4">
                Penghargaan {t.tahun}
              </Title>
              <KeadaanBadge t={t} />
            </Group>
            <Text size="sm" c="dimmed">
              {t.jumlah_nomine} nomine · {t.jumlah_juri} penilai · {t.juri_per_nomine} penilai per nomine · {t.jumlah_pemenang} pemenang per klaster
            </Text>
          </Group>
          <TahapStepper t={t} />
          {t.aksi.length > 0 || bolehPleno ? (
            <Group gap="sm" wrap="wrap" data-testid="aksi-tahap">
              {bolehPleno && (
                <Button leftSection={<IconGavel size={16} />} color="grape" onClick={() => setPleno(true)} data-testid="jalankan-pleno">
                  {t.pleno_at ? 'Jalankan ulang rapat pleno' : 'Jalankan rapat pleno'}
                </Button>
              )}
              {t.aksi.map((a) => {
                const Ikon = IKON[a];
                return (
                  <Button
                    key={a}
                    variant={a === 'buka_kembali' ? 'default' : 'filled'}
                    color={a === 'tutup' ? 'red' : a === 'umumkan' ? 'grape' : 'teal'}
                    leftSection={<Ikon size={16} />}
                    onClick={() => {
                      setGalat(null);
                      setAlasan('');
                      setAksi(a);
                    }}
                    data-testid={`aksi-${a}`}
                  >
                    {labelAksi(a, t)}
                  </Button>
                );
              })}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t.boleh_kelola ? 'Tidak ada perintah tahap yang berlaku sekarang.' : 'Hanya admin dan superadmin yang menjalankan perintah tahap; Anda melihat keadaannya.'}
            </Text>
          )}
          {t.boleh_kelola && t.tahap === 'pleno' && t.status === 'buka' && !t.pleno_at && (
            <Alert color="blue" p="xs">
              Jalankan rapat pleno (peringkat akhir per klaster menjadi daftar pemenang) sebelum menutup tahap pleno.
            </Alert>
          )}
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Bobot t={t} />
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Keluaran
            </Title>
            <Group gap="sm" wrap="wrap">
              <Button
                variant="light"
                leftSection={<IconFileTypePdf size={16} />}
                disabled={!t.pleno_at}
                onClick={() => unduhIga.beritaAcara(t.tahun).catch((e: unknown) => notifyError(e, 'Berita acara gagal dibuka'))}
              >
                Berita acara (PDF)
              </Button>
              <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => unduhIga.rankingExcel(t.tahun).catch((e: unknown) => notifyError(e, 'Excel gagal diunduh'))}>
                Peringkat akhir (Excel)
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t.pleno_at ? `Rapat pleno ${formatWaktu(t.pleno_at)}.` : 'Berita acara tersedia setelah rapat pleno.'}
              {t.diumumkan_at ? ` Diumumkan ${formatWaktu(t.diumumkan_at)}.` : ''}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>

      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h5">
              Pemenang {t.tahun}
            </Title>
            {t.boleh_kelola && (
              <Button component={Link} to="/dashboard/winners" variant="subtle" size="compact-sm" leftSection={<IconAward size={14} />}>
                Ubah di daftar Pemenang
              </Button>
            )}
          </Group>
          <Muat q={pemenang} baris={3}>
            {(pemenang.data ?? []).length === 0 ? (
              <Text size="sm" c="dimmed">
                Belum ada pemenang; rapat pleno mengisinya.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped verticalSpacing="xs" aria-label="Tabel pemenang">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Kategori</Table.Th>
                      <Table.Th w={70}>Urutan</Table.Th>
                      <Table.Th>Daerah</Table.Th>
                      <Table.Th ta="right">Skor Akhir</Table.Th>
                      <Table.Th ta="right">Sertifikat</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(pemenang.data ?? []).map((w) => (
                      <Table.Tr key={w.id} data-testid={`pemenang-${w.profil_id}`}>
                        <Table.Td>{w.kategori}</Table.Td>
                        <Table.Td>{w.urutan}</Table.Td>
                        <Table.Td>{w.nama}</Table.Td>
                        <Table.Td ta="right" ff="monospace">
                          {skor2(w.overall_score)}
                        </Table.Td>
                        <Table.Td ta="right">
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            leftSection={<IconCertificate size={14} />}
                            onClick={() => unduhIga.sertifikat(t.tahun, w.id).catch((e: unknown) => notifyError(e, 'Sertifikat gagal dibuka'))}
                            aria-label={`Sertifikat ${w.nama}`}
                          >
                            PDF
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Muat>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h5" mb="sm">
          Riwayat tahap
        </Title>
        {t.riwayat.length === 0 ? (
          <Text size="sm" c="dimmed">
            Belum ada riwayat.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label="Riwayat tahap penghargaan">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Waktu</Table.Th>
                  <Table.Th>Perintah</Table.Th>
                  <Table.Th>Keadaan</Table.Th>
                  <Table.Th>Oleh</Table.Th>
                  <Table.Th>Alasan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {t.riwayat.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWaktu(r.created_at)}</Table.Td>
                    <Table.Td>{labelRiwayat(r.aksi)}</Table.Td>
                    <Table.Td>
                      {r.tahap_dari ? `${keadaanTeks(r.tahap_dari, r.status_dari)} → ` : ''}
                      {keadaanTeks(r.tahap_ke, r.status_ke)}
                    </Table.Td>
                    <Table.Td>{r.oleh ?? '–'}</Table.Td>
                    <Table.Td>{r.alasan ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Modal opened={aksi !== null} onClose={() => !jalan.isPending && setAksi(null)} title={aksi ? `${labelAksi(aksi, t)}?` : ''} centered>
        {aksi && (
          <Stack gap="sm">
            <Text size="sm">{jelaskan(aksi, t)}</Text>
            {aksi === 'umumkan' && (pemenang.data ?? []).length > 0 && (
              <Text size="sm">
                {(pemenang.data ?? []).length} pemenang di {new Set((pemenang.data ?? []).map((w) => w.kategori)).size} kategori.
              </Text>
            )}
            <Textarea
              label={butuhAlasan ? 'Alasan' : 'Catatan (boleh kosong)'}
              required={butuhAlasan}
              value={alasan}
              onChange={(e) => {
                setAlasan(e.currentTarget.value);
                setGalat(null);
              }}
              error={galat}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAksi(null)} disabled={jalan.isPending}>
                Batal
              </Button>
              <Button
                color={aksi === 'tutup' ? 'red' : aksi === 'umumkan' ? 'grape' : 'teal'}
                loading={jalan.isPending}
                onClick={() => {
                  if (butuhAlasan && alasan.trim().length < 5) {
                    setGalat('Alasan wajib diisi (minimal 5 karakter).');
                    return;
                  }
                  jalan.mutate(aksi);
                }}
                data-testid="konfirmasi-aksi"
              >
                {labelAksi(aksi, t)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={pleno} onClose={() => !jalanPleno.isPending && setPleno(false)} title="Jalankan rapat pleno?" centered>
        <Stack gap="sm">
          <Text size="sm">
            Peringkat akhir tiap klaster menurut skor akhir menjadi daftar pemenang {t.tahun} ({t.jumlah_pemenang} per klaster). Pemenang yang sudah ada untuk tahun ini diganti; admin masih dapat mengubahnya di daftar Pemenang.
          </Text>
          <Textarea label="Catatan pleno (masuk berita acara)" value={alasan} onChange={(e) => setAlasan(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPleno(false)} disabled={jalanPleno.isPending}>
              Batal
            </Button>
            <Button color="grape" loading={jalanPleno.isPending} onClick={() => jalanPleno.mutate()} data-testid="konfirmasi-pleno">
              Tetapkan pemenang
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

const keadaanTeks = (tahap: string | null, status: string | null): string => {
  const label = (TAHAP_IGA as readonly string[]).includes(tahap ?? '') ? LABEL_TAHAP_IGA[tahap as TahapIga] : (tahap ?? '–');
  if (tahap === 'diumumkan') return label;
  return `${label} (${status === 'buka' ? 'dibuka' : status === 'tutup' ? 'ditutup' : (status ?? '–')})`;
};

const LABEL_RIWAYAT: Record<string, string> = {
  tutup: 'Tutup tahap',
  buka: 'Buka tahap berikutnya',
  buka_kembali: 'Buka kembali',
  umumkan: 'Umumkan pemenang',
  buat: 'Tahun dibuat',
  pleno: 'Rapat pleno',
  pengaturan: 'Ubah pengaturan',
};
const labelRiwayat = (a: string) => LABEL_RIWAYAT[a] ?? a;

/** The combination weights with their provenance; admins change them (with a reason once the nominees are fixed). */
function Bobot({ t }: { t: Tahun }) {
  const qc = useQueryClient();
  const [ubah, setUbah] = useState(false);
  const [nilai, setNilai] = useState({ indeks: t.bobot.indeks, presentasi: t.bobot.presentasi, validasi: t.bobot.validasi });
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const perluAlasan = nomineTetap(t);
  const simpan = useMutation({
    mutationFn: () => igaApi.pengaturan(t.tahun, { bobot: { ...nilai, catatan: t.bobot.catatan }, alasan: alasan.trim() || null }),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? 'Bobot disimpan.');
      setUbah(false);
      await qc.invalidateQueries({ queryKey: KUNCI.semua });
    },
    onError: (e) => {
      if (endsSession(e)) return;
      if (isApiError(e) && e.errors) setGalat(e.errors);
      notifyError(e, 'Bobot gagal disimpan');
    },
  });
  const jumlah = t.bobot.indeks + t.bobot.presentasi + t.bobot.validasi;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            Bobot skor akhir
          </Title>
          <SumberBobotBadge sumber={t.bobot.sumber} />
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          {(['indeks', 'presentasi', 'validasi'] as const).map((k) => (
            <div key={k}>
              <Text size="xs" c="dimmed">
                {k === 'indeks' ? 'Skor indeks' : k === 'presentasi' ? 'Presentasi' : 'Validasi lapangan'}
              </Text>
              <Text fw={600}>
                {t.bobot[k]}
                {jumlah > 0 ? ` (${Math.round((t.bobot[k] / jumlah) * 100)}%)` : ''}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t.bobot.catatan ?? 'Bobot gabungan resmi tidak dipublikasikan; nilai ini data tahun penghargaan, dapat diubah admin.'}
        </Text>
        <Text size="xs" c="dimmed">
          Kriteria presentasi: {t.kriteria_presentasi.map((k) => `${k.nama} ${k.bobot}%`).join(', ') || '–'}. Validasi lapangan: {t.indikator_validasi.length} indikator.
        </Text>
        {t.boleh_kelola && t.tahap !== 'diumumkan' && (
          <Button size="compact-sm" variant="light" w="fit-content" onClick={() => setUbah(true)}>
            Ubah bobot
          </Button>
        )}
      </Stack>
      <Modal opened={ubah} onClose={() => !simpan.isPending && setUbah(false)} title="Ubah bobot skor akhir" centered>
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="xs">
            {(['indeks', 'presentasi', 'validasi'] as const).map((k) => (
              <NumberInput
                key={k}
                label={k === 'indeks' ? 'Indeks' : k === 'presentasi' ? 'Presentasi' : 'Validasi'}
                value={nilai[k]}
                min={0}
                max={100}
                onChange={(v) => setNilai((s) => ({ ...s, [k]: typeof v === 'number' ? v : 0 }))}
                error={galat[`bobot.${k}`]}
              />
            ))}
          </SimpleGrid>
          {perluAlasan && <Textarea label="Alasan perubahan" required value={alasan} onChange={(e) => setAlasan(e.currentTarget.value)} error={galat.alasan} autosize minRows={2} />}
          <Text size="xs" c="dimmed">
            Skor akhir dihitung ulang dengan bobot baru; perubahan dicatat dalam riwayat.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUbah(false)} disabled={simpan.isPending}>
              Batal
            </Button>
            <Button loading={simpan.isPending} onClick={() => simpan.mutate()}>
              Simpan
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

