import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, NativeSelect, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBulb, IconRefresh } from '@tabler/icons-react';
import {
  aksesRincianSkor,
  hitungSimulasi,
  terapkanPerubahan,
  type AksiSimulasi,
  type DaerahSimulasi,
  type HasilIndeks,
  type PerubahanSimulasi,
  type SumberSimulasi,
} from '@sigap/domain';
import { resourceApi } from '../../lib/resource-api';
import { useUser } from '../../lib/session';
import type { ModuleScreenProps } from '../../lib/screens';
import { SaklarPengingat } from '../../components/SaklarPengingat';
import { PesanGagal } from './PesanGagal';
import { kunciSimulasi, simulasiApi, type SimulasiDaerah } from './api';

const angka = (n: number | null | undefined, d = 2) => (n == null ? '-' : n.toLocaleString('id-ID', { minimumFractionDigits: d, maximumFractionDigits: d }));
const tanda = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${angka(Math.abs(n))}`;
const warnaPredikat = (p: string) => (/^sangat/i.test(p) ? 'teal' : /^inovatif/i.test(p) ? 'blue' : /^kurang/i.test(p) ? 'yellow' : 'gray');

/** Where an action is done (for the region's own operator). */
function tautanAksi(a: Pick<AksiSimulasi, 'jenis' | 'inovasi_id'>): { to: string; label: string } | null {
  if (a.jenis === 'inovasi_baru') return { to: '/inovasi', label: 'Tambah inovasi' };
  if (a.inovasi_id != null) return { to: a.jenis === 'jadikan_dihitung' ? `/inovasi/${a.inovasi_id}` : `/dashboard/indikator_inovasi?id=${a.inovasi_id}`, label: a.jenis === 'jadikan_dihitung' ? 'Buka inovasi' : 'Buka indikator inovasi' };
  return { to: '/dashboard/indikator_daerah', label: 'Buka indikator daerah' };
}

type Ringkas = Pick<HasilIndeks, 'iid' | 'iid_tampil' | 'predikat' | 'total' | 'skor_maks_total' | 'spd' | 'jumlah_inovasi'>;

function KartuIndeks({ judul, hasil, awal, keterangan }: { judul: string; hasil: Ringkas; awal?: Ringkas; keterangan: string }) {
  const selisih = awal ? (hasil.iid ?? 0) - (awal.iid ?? 0) : 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {judul}
      </Text>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text fz={30} fw={700} data-testid={`iid-${judul}`}>
          {angka(hasil.iid_tampil)}
        </Text>
        <Text size="sm" c="dimmed">
          / 100
        </Text>
        {awal && Math.abs(selisih) >= 0.005 && (
          <Badge color={selisih > 0 ? 'teal' : 'red'} variant="light" styles={{ label: { whiteSpace: 'normal' } }}>
            {tanda(selisih)} dari sekarang
          </Badge>
        )}
      </Group>
      <Badge color={warnaPredikat(hasil.predikat)} variant="light" h="auto" py={2} styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}>
        {hasil.predikat}
      </Badge>
      <Text size="xs" c="dimmed" mt={6}>
        {keterangan} Total skor {angka(hasil.total)} dari {angka(hasil.skor_maks_total)}; SPD {angka(hasil.spd)}, {hasil.jumlah_inovasi} inovasi dihitung.
      </Text>
    </Paper>
  );
}


/**
 * "Simulasi Skor" (issue 20): the region's index now, the concrete actions ranked by index points gained
 * (computed by the server with the domain engine), and a "what if" mode recomputed in the browser with the
 * same domain functions as the operator ticks actions or changes a level. Nothing is saved here.
 */
export default function SimulasiPage({ module }: ModuleScreenProps) {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const akses = aksesRincianSkor(user);
  const sendiri = akses === 'daerah_sendiri';
  const profilId = sendiri ? Number(user?.m_daerah_id) || null : Number(params.get('profil')) || null;
  const [sumber, setSumber] = useState<SumberSimulasi>('terverifikasi');
  const [pilih, setPilih] = useState<Record<string, PerubahanSimulasi[]>>({});
  const [level, setLevel] = useState<Record<number, number>>({});
  const [cari, setCari] = useState('');

  const daerah = useQuery({
    queryKey: ['simulasi', 'daerah', cari],
    queryFn: ({ signal }) => resourceApi.lookup('profil_pemda', { search: cari, per_page: 20 }, signal),
    enabled: !sendiri,
    placeholderData: keepPreviousData,
  });
  const q = useQuery({
    queryKey: kunciSimulasi(profilId ?? 0, null),
    queryFn: ({ signal }) => simulasiApi.daerah(profilId!, null, signal),
    enabled: profilId != null,
  });
  const d: SimulasiDaerah | undefined = q.data?.data;
  const model = d?.model as unknown as DaerahSimulasi | undefined;

  const perubahan = useMemo(() => [...Object.values(pilih).flat(), ...Object.entries(level).map(([id, l]) => ({ jenis: 'level' as const, indikator_id: Number(id), level: l }))], [pilih, level]);
  const awal = d ? (sumber === 'mandiri' ? d.mandiri.hasil : d.terverifikasi.hasil) : undefined;
  const jikaHasil = useMemo(() => (model && perubahan.length ? hitungSimulasi(terapkanPerubahan(model, perubahan), sumber) : null), [model, perubahan, sumber]);
  const aksi = d ? (sumber === 'mandiri' ? d.mandiri.aksi : d.terverifikasi.aksi) : [];
  const spd = useMemo(() => (model ? model.indikator.filter((i) => i.tipe === 'P' && typeof i.bobot === 'number' && i.bobot > 0) : []), [model]);

  const reset = () => {
    setPilih({});
    setLevel({});
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
          {d ? `: ${d.nama}` : ''}
        </Title>
        <Text c="dimmed" size="sm">
          {d ? `Tahun penilaian ${d.tahun}. ` : ''}Langkah yang paling menambah Indeks Inovasi Daerah, dihitung dengan mesin indeks yang sama dari jawaban dan bukti daerah saat ini. Tidak ada yang disimpan di
          halaman ini.
        </Text>
      </div>

      {!sendiri && (
        <Select
          label="Pemerintah daerah"
          placeholder="Ketik nama daerah"
          searchable
          maw={420}
          data={(daerah.data ?? []).map((o) => ({ value: String(o.id), label: o.label }))}
          value={profilId ? String(profilId) : null}
          onSearchChange={setCari}
          onChange={(v) => {
            reset();
            setParams(v ? { profil: v } : {});
          }}
          nothingFoundMessage="Daerah tidak ditemukan"
        />
      )}
      {sendiri && <SaklarPengingat label="Kirimi saya pengingat sebelum periode pengisian berakhir" description="Lewat surel dan notifikasi, bila daerah Anda masih berisiko." />}
      {sendiri && !profilId && <Alert color="yellow">Akun Anda belum terhubung ke profil pemerintah daerah.</Alert>}
      {q.isPending && profilId != null && <Text c="dimmed">Mohon tunggu, menghitung simulasi...</Text>}
      {q.isError && <PesanGagal error={q.error} />}

      {d && awal && (
        <>
          <SegmentedControl
            value={sumber}
            onChange={(v) => setSumber(v as SumberSimulasi)}
            data={[
              { value: 'terverifikasi', label: 'Perkiraan setelah verifikasi' },
              { value: 'mandiri', label: 'Penilaian mandiri' },
            ]}
            maw={460}
            aria-label="Sumber skor"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <KartuIndeks
              judul="IID saat ini"
              hasil={awal}
              keterangan={sumber === 'mandiri' ? 'Menurut jawaban daerah.' : 'Jawaban tanpa dokumen pendukung bernilai 0 setelah verifikasi.'}
            />
            <KartuIndeks judul="IID jika" hasil={jikaHasil ?? awal} awal={awal} keterangan={perubahan.length ? `${perubahan.length} perubahan dicoba.` : 'Centang langkah atau ubah level untuk mencoba.'} />
          </SimpleGrid>

          <Card withBorder radius="md" p="md">
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Group gap="xs">
                <IconBulb size={20} />
                <Title order={3} size="h5">
                  Langkah paling bernilai
                </Title>
              </Group>
              {perubahan.length > 0 && (
                <Button size="compact-sm" variant="subtle" leftSection={<IconRefresh size={14} />} onClick={reset}>
                  Hapus percobaan
                </Button>
              )}
            </Group>
            {aksi.length === 0 ? (
              <Text c="dimmed" size="sm">
                Tidak ada langkah yang menambah indeks dari jawaban saat ini.
              </Text>
            ) : (
              <Stack gap="xs" data-testid="daftar-aksi">
                {aksi.map((a, i) => {
                  const t = sendiri ? tautanAksi(a) : null;
                  return (
                    <Paper key={a.kode} withBorder p="sm" radius="sm" data-testid={i === 0 ? 'aksi-teratas' : undefined}>
                      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                        <Checkbox
                          mt={3}
                          aria-label={`Coba: ${a.judul}`}
                          checked={Boolean(pilih[a.kode])}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setPilih((p) => {
                              const n = { ...p };
                              if (on) n[a.kode] = a.perubahan as unknown as PerubahanSimulasi[];
                              else delete n[a.kode];
                              return n;
                            });
                          }}
                        />
                        <div style={{ flex: 1, minWidth: 0 }}>
                          <Text fw={600} size="sm">
                            {a.judul}
                          </Text>
                          {a.syarat && (
                            <Text size="xs" c="dimmed">
                              Syarat: {a.syarat}
                            </Text>
                          )}
                          {t && (
                            <Anchor component={Link} to={t.to} size="xs">
                              {t.label} <IconArrowRight size={12} style={{ verticalAlign: 'middle' }} />
                            </Anchor>
                          )}
                        </div>
                        <Badge color="teal" variant="light" size="lg" style={{ flexShrink: 0 }} data-testid="tambah-iid">
                          +{angka(a.tambah_iid)} IID
                        </Badge>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            )}
          </Card>

          {spd.length > 0 && model && (
            <Card withBorder radius="md" p="md">
              <Title order={3} size="h5" mb={4}>
                Bagaimana jika: indikator daerah (SPD)
              </Title>
              <Text size="xs" c="dimmed" mb="sm">
                Ubah level untuk melihat IID dan predikat berubah. Level yang diubah dianggap didukung dokumen dan belum diverifikasi.
              </Text>
              <div style={{ overflowX: 'auto' }}>
                <Table striped withTableBorder fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Indikator</Table.Th>
                      <Table.Th>Bobot</Table.Th>
                      <Table.Th>Level sekarang</Table.Th>
                      <Table.Th>Coba level</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {spd.map((ind) => {
                      const j = model.spd[ind.id];
                      const maks = Math.max(0, ...ind.skala.map((s) => s.nilai));
                      return (
                        <Table.Tr key={ind.id}>
                          <Table.Td>
                            <Text size="sm" fw={600}>
                              {ind.kode}
                            </Text>
                            <Text size="xs" c="dimmed" lineClamp={2}>
                              {d.nama_indikator[String(ind.id)]}
                            </Text>
                          </Table.Td>
                          <Table.Td>{angka(ind.bobot, 2)}</Table.Td>
                          <Table.Td>
                            {j?.level ?? 0} / {maks}
                            {j && j.level > 0 && !j.ada_bukti ? (
                              <Text size="xs" c="orange">
                                tanpa dokumen
                              </Text>
                            ) : null}
                          </Table.Td>
                          <Table.Td>
                            <NativeSelect
                              aria-label={`Coba level ${ind.kode}`}
                              size="xs"
                              w={90}
                              value={String(level[ind.id] ?? j?.level ?? 0)}
                              onChange={(e) => {
                                const v = Number(e.currentTarget.value);
                                setLevel((l) => {
                                  const n = { ...l };
                                  if (v === (j?.level ?? 0)) delete n[ind.id];
                                  else n[ind.id] = v;
                                  return n;
                                });
                              }}
                              data={Array.from({ length: maks + 1 }, (_, x) => String(x))}
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </div>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
