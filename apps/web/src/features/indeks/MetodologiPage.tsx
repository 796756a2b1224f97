import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Card, Group, List, Modal, NumberInput, Select, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../lib/api';
import { formatWaktu } from '../../lib/format';
import { userMessage } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import type { SumberMetodologi } from '@sigap/domain';
import { KOLOM_METODOLOGI, indeksApi, type Asal, type AturanJumlah, type Band, type Kelayakan, type KolomMetodologi, type MetodologiRow } from './api';
import { useTahunMetodologi } from './shared';
import { TanggalInput } from '../../components/TanggalInput';

const ASAL: Record<Asal, { label: string; color: string }> = {
  resmi: { label: 'Sumber resmi', color: 'teal' },
  pihak_ketiga: { label: 'Sumber pihak ketiga', color: 'blue' },
  admin: { label: 'Ditetapkan admin', color: 'grape' },
  tidak_diketahui: { label: 'Tidak diketahui', color: 'orange' },
  pilihan_proyek: { label: 'Pilihan proyek', color: 'gray' },
};

interface Draft {
  k: number | '';
  skor_maks_total: number | '';
  skor_maks_spd: number | '';
  skor_maks_kematangan: number | '';
  skor_jumlah_inovasi: AturanJumlah;
  predikat: Band[];
  kelayakan: Kelayakan;
  catatan: string;
}

const kosong = (v: number | null | undefined): number | '' => (typeof v === 'number' ? v : '');
const angka = (v: number | string): number | null => (v === '' || v === null || v === undefined ? null : Number(v));

function dariBaris(m: MetodologiRow | undefined): Draft {
  return {
    k: kosong(m?.k),
    skor_maks_total: kosong(m?.skor_maks_total),
    skor_maks_spd: kosong(m?.skor_maks_spd),
    skor_maks_kematangan: kosong(m?.skor_maks_kematangan),
    skor_jumlah_inovasi: m?.skor_jumlah_inovasi ?? { rumus: null, maks: null },
    predikat: m?.predikat ?? [],
    kelayakan: m?.kelayakan ?? {},
    catatan: m?.catatan ?? '',
  };
}

function keBody(d: Draft): Record<KolomMetodologi | 'catatan', unknown> {
  const s = d.skor_jumlah_inovasi;
  const sji =
    s.rumus === 'linear'
      ? { rumus: 'linear', faktor: s.faktor ?? 0, batas_n: s.batas_n ?? 0, maks: s.maks ?? 0, ...(s.syarat_urusan_yandas_min !== undefined ? { syarat_urusan_yandas_min: s.syarat_urusan_yandas_min } : {}) }
      : s.rumus === 'tabel'
        ? { rumus: 'tabel', batas: s.batas ?? [], maks: s.maks ?? 0, ...(s.syarat_urusan_yandas_min !== undefined ? { syarat_urusan_yandas_min: s.syarat_urusan_yandas_min } : {}) }
        : { rumus: null, maks: s.maks ?? null };
  const kel = Object.fromEntries(Object.entries(d.kelayakan).filter(([, v]) => v !== undefined && v !== '' && v !== null));
  return {
    k: angka(d.k),
    skor_maks_total: angka(d.skor_maks_total),
    skor_maks_spd: angka(d.skor_maks_spd),
    skor_maks_kematangan: angka(d.skor_maks_kematangan),
    skor_jumlah_inovasi: sji,
    predikat: d.predikat,
    kelayakan: kel,
    catatan: d.catatan.trim() ? d.catatan : null,
  };
}

function AsalBadge({ row, kolom }: { row: MetodologiRow | undefined; kolom: SumberMetodologi }) {
  const asal = row?.asal[kolom] ?? 'pilihan_proyek';
  const a = ASAL[asal];
  return (
    <Tooltip label={row?.sumber[kolom] ?? 'Tidak ada sumber yang memberi nilai ini: dipilih oleh proyek (lihat docs/decisions.md).'} multiline w={260} withArrow>
      <Lencana variant="light" color={a.color} size="sm" style={{ textTransform: 'none', flexShrink: 0, overflow: 'visible' }} data-testid={`asal-${kolom}`}>
        {a.label}
      </Lencana>
    </Tooltip>
  );
}

function Bagian({ title, row, kolom, error, children }: { title: string; row: MetodologiRow | undefined; kolom: SumberMetodologi | null; error?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs" wrap="wrap" gap={6} align="flex-start">
        <Text fw={600}>{title}</Text>
        {kolom && <AsalBadge row={row} kolom={kolom} />}
      </Group>
      {children}
      {error && (
        <Text size="sm" c="red" mt={6} role="alert">
          {error}
        </Text>
      )}
    </Card>
  );
}

/**
 * Metodologi IID (IDX-01, superadmin): the rules of each assessment year (k,
 * maxima, count-score rule with the basic-service coverage condition,
 * predicate bands, which innovations count), each value marked with where it
 * came from; saving recomputes that year's stored index (same transaction)
 * and is logged. A changed value is marked "Ditetapkan admin".
 */
export default function MetodologiPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const list = useTahunMetodologi();
  const qc = useQueryClient();
  const [tahunBaru, setTahunBaru] = useState<number | ''>('');
  const [konfirmasi, setKonfirmasi] = useState(false);
  const tahun = Number(params.get('tahun')) || list.data?.[0]?.tahun || null;
  const row = useMemo(() => list.data?.find((m) => m.tahun === tahun), [list.data, tahun]);
  const [draft, setDraft] = useState<Draft>(() => dariBaris(row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setDraft(dariBaris(row));
    setErrors({});
  }, [row]);

  const awal = useMemo(() => keBody(dariBaris(row)), [row]);
  const body = keBody(draft);
  const berubah = ([...KOLOM_METODOLOGI, 'catatan'] as const).filter((k) => !row || JSON.stringify(body[k]) !== JSON.stringify(awal[k]));
  const simpan = useMutation({
    mutationFn: () => indeksApi.simpanMetodologi(tahun!, Object.fromEntries(berubah.map((k) => [k, body[k]]))),
    onSuccess: async (r) => {
      setKonfirmasi(false);
      setErrors({});
      notifySuccess(r.message ?? 'Metodologi disimpan.');
      await qc.invalidateQueries({ queryKey: ['metodologi'] });
      await Promise.all(['ranking-index', 'rekap-akhir', 'aspeklog'].map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
    onError: (e) => {
      setKonfirmasi(false);
      if (isApiError(e) && e.errors && Object.keys(e.errors).length) setErrors(e.errors);
      notifyError(e, 'Metodologi gagal disimpan');
    },
  });

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const sji = draft.skor_jumlah_inovasi;
  const setSji = (patch: Partial<AturanJumlah>) => set('skor_jumlah_inovasi', { ...sji, ...patch });
  const kel = draft.kelayakan;
  const setKel = (patch: Partial<Record<keyof Kelayakan, unknown>>) => set('kelayakan', { ...kel, ...patch } as Kelayakan);
  const pilihTahun = (t: number) => setParams({ tahun: String(t) }, { replace: true });

  if (list.isPending) return <Skeleton h={300} />;
  if (list.isError) return <Alert color="red">{userMessage(list.error)}</Alert>;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Aturan perhitungan Indeks Inovasi Daerah per tahun. Menyimpan perubahan menghitung ulang indeks semua daerah untuk tahun itu.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Tahun"
            w={110}
            data={(list.data ?? []).map((m) => String(m.tahun))}
            value={tahun ? String(tahun) : null}
            onChange={(v) => v && pilihTahun(Number(v))}
            allowDeselect={false}
          />
          <NumberInput label="Tahun baru" w={120} min={2017} max={2100} value={tahunBaru} onChange={(v) => setTahunBaru(typeof v === 'number' ? v : '')} allowDecimal={false} />
          <Button
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={!tahunBaru || tahunBaru < 2017 || tahunBaru > 2100 || (list.data ?? []).some((m) => m.tahun === tahunBaru)}
            onClick={() => tahunBaru && pilihTahun(tahunBaru)}
          >
            Mulai tahun
          </Button>
        </Group>
      </Group>

      {!row && tahun && (
        <Alert color="blue">Metodologi tahun {tahun} belum ada. Isi nilainya lalu simpan; nilai yang diisi tercatat sebagai “Ditetapkan admin”.</Alert>
      )}
      {row && (row.masalah.length > 0 || row.peringatan.length > 0) && (
        <Alert color={row.masalah.length ? 'red' : 'yellow'} icon={<IconAlertTriangle size={18} />} title={row.masalah.length ? 'Metodologi tidak valid' : 'Perlu diperhatikan'}>
          <List size="sm" spacing={2}>
            {[...row.masalah, ...row.peringatan].map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group gap="xs">
        {Object.entries(ASAL).map(([k, a]) => (
          <Lencana key={k} variant="light" color={a.color} size="sm">
            {a.label}
          </Lencana>
        ))}
        <Text size="xs" c="dimmed">
          Arahkan kursor ke label untuk melihat sumbernya.
        </Text>
        {row && (
          <Group gap={6}>
            <Text size="xs">
              Katalog indikator {row.tahun} (SPD {row.katalog.spd}, SID {row.katalog.sid} indikator):
            </Text>
            <AsalBadge row={row} kolom="katalog" />
          </Group>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Bagian title="Pembagi k pada MAX(k, n)" row={row} kolom="k" error={errors.k}>
          <NumberInput value={draft.k} onChange={(v) => set('k', typeof v === 'number' ? v : '')} min={1} max={1000} aria-label="k" placeholder="belum ditetapkan" />
        </Bagian>
        <Bagian title="Skor total maksimum" row={row} kolom="skor_maks_total" error={errors.skor_maks_total}>
          <NumberInput value={draft.skor_maks_total} onChange={(v) => set('skor_maks_total', typeof v === 'number' ? v : '')} min={1} aria-label="Skor total maksimum" />
        </Bagian>
        <Bagian title="Maksimum SPD" row={row} kolom="skor_maks_spd" error={errors.skor_maks_spd}>
          <NumberInput value={draft.skor_maks_spd} onChange={(v) => set('skor_maks_spd', typeof v === 'number' ? v : '')} min={0} aria-label="Maksimum SPD" />
        </Bagian>
        <Bagian title="Maksimum kematangan satu inovasi" row={row} kolom="skor_maks_kematangan" error={errors.skor_maks_kematangan}>
          <NumberInput value={draft.skor_maks_kematangan} onChange={(v) => set('skor_maks_kematangan', typeof v === 'number' ? v : '')} min={0} aria-label="Maksimum kematangan" />
        </Bagian>
      </SimpleGrid>

      <Bagian title="Skor Jumlah Inovasi (indikator 36)" row={row} kolom="skor_jumlah_inovasi" error={errors.skor_jumlah_inovasi}>
        <Stack gap="sm">
          <Select
            label="Rumus"
            value={sji.rumus ?? 'null'}
            onChange={(v) => setSji({ rumus: v === 'linear' ? 'linear' : v === 'tabel' ? 'tabel' : null, ...(v === 'tabel' && !sji.batas ? { batas: [{ min_n: 1, skor: 0 }] } : {}) })}
            data={[
              { value: 'null', label: 'Belum ditetapkan (dihitung 0)' },
              { value: 'linear', label: 'Linear: MIN(n, batas n) × faktor' },
              { value: 'tabel', label: 'Tabel: skor menurut jumlah inovasi' },
            ]}
            allowDeselect={false}
            w={{ base: '100%', sm: 360 }}
          />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {sji.rumus === 'linear' && (
              <>
                <NumberInput label="Faktor" value={sji.faktor ?? ''} onChange={(v) => setSji({ faktor: Number(v) || 0 })} min={0} decimalScale={4} />
                <NumberInput label="Batas n" value={sji.batas_n ?? ''} onChange={(v) => setSji({ batas_n: Number(v) || 0 })} min={1} allowDecimal={false} />
              </>
            )}
            <NumberInput label="Maksimum" value={sji.maks ?? ''} onChange={(v) => setSji({ maks: v === '' ? null : Number(v) })} min={0} />
            {sji.rumus !== null && (
              <NumberInput
                label="Minimal urusan wajib pelayanan dasar (dari 6)"
                value={sji.syarat_urusan_yandas_min ?? ''}
                onChange={(v) => setSji({ syarat_urusan_yandas_min: v === '' ? undefined : Number(v) })}
                min={0}
                max={6}
                allowDecimal={false}
                description="Di bawah ini skor jumlah inovasi = 0; kosong = tanpa syarat"
              />
            )}
          </SimpleGrid>
          {sji.rumus === 'tabel' && (
            <Stack gap={4}>
              {(sji.batas ?? []).map((b, i) => (
                <Group key={i} gap="xs" wrap="nowrap">
                  <NumberInput aria-label="n paling sedikit" label={i === 0 ? 'n paling sedikit' : undefined} value={b.min_n} min={0} allowDecimal={false} onChange={(v) => setSji({ batas: (sji.batas ?? []).map((x, j) => (j === i ? { ...x, min_n: Number(v) || 0 } : x)) })} />
                  <NumberInput aria-label="Skor" label={i === 0 ? 'Skor' : undefined} value={b.skor} min={0} onChange={(v) => setSji({ batas: (sji.batas ?? []).map((x, j) => (j === i ? { ...x, skor: Number(v) || 0 } : x)) })} />
                  <ActionIcon variant="subtle" color="red" mt={i === 0 ? 22 : 0} aria-label="Hapus baris" onClick={() => setSji({ batas: (sji.batas ?? []).filter((_, j) => j !== i) })}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Button size="compact-sm" variant="subtle" w="fit-content" leftSection={<IconPlus size={14} />} onClick={() => setSji({ batas: [...(sji.batas ?? []), { min_n: 0, skor: 0 }] })}>
                Tambah baris
              </Button>
            </Stack>
          )}
        </Stack>
      </Bagian>

      <Bagian title="Batas predikat (IID, 2 desimal, batas termasuk)" row={row} kolom="predikat" error={errors.predikat}>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Predikat</Table.Th>
                <Table.Th>Mulai dari</Table.Th>
                <Table.Th>Sampai dengan</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.predikat.map((b, i) => {
                const ubah = (patch: Partial<Band>) => set('predikat', draft.predikat.map((x, j) => (j === i ? { ...x, ...patch } : x)));
                return (
                  <Table.Tr key={i}>
                    <Table.Td>
                      <TextInput value={b.nama} onChange={(e) => ubah({ nama: e.currentTarget.value })} aria-label="Nama predikat" />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput value={b.mulai_dari} onChange={(v) => ubah({ mulai_dari: Number(v) || 0 })} decimalScale={2} aria-label="Mulai dari" />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput value={b.sampai_dengan} onChange={(v) => ubah({ sampai_dengan: Number(v) || 0 })} decimalScale={2} aria-label="Sampai dengan" />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label="Hapus predikat" onClick={() => set('predikat', draft.predikat.filter((_, j) => j !== i))}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Button size="compact-sm" variant="subtle" mt={4} leftSection={<IconPlus size={14} />} onClick={() => set('predikat', [...draft.predikat, { nama: '', mulai_dari: 0, sampai_dengan: 0 }])}>
          Tambah predikat
        </Button>
      </Bagian>

      <Bagian title="Inovasi yang dihitung" row={row} kolom={null} error={errors.kelayakan}>
        <Text size="sm" c="dimmed" mb="xs">
          Mandiri: inovasi tahun penilaian yang memenuhi aturan di bawah dan tidak dikeluarkan admin. Terverifikasi: dari inovasi itu, yang disetujui verifikator dan
          tidak dikembalikan QC (yang belum diperiksa QC dihitung sementara).
        </Text>
        <Group gap={6} mb="xs">
          <Text size="xs">Tahapan:</Text>
          <AsalBadge row={row} kolom="kelayakan.tahapan_min" />
          <Text size="xs">Rentang tanggal:</Text>
          <AsalBadge row={row} kolom="kelayakan.waktu_penerapan" />
          <Text size="xs">N tahun terakhir:</Text>
          <AsalBadge row={row} kolom="kelayakan.tahun_terakhir" />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Select
            label="Tahapan paling rendah"
            value={kel.tahapan_min === undefined ? '' : String(kel.tahapan_min)}
            onChange={(v) => setKel({ tahapan_min: v === '' || v === null ? undefined : Number(v) })}
            data={[
              { value: '', label: 'Semua tahapan' },
              { value: '0', label: 'Inisiatif' },
              { value: '1', label: 'Uji Coba' },
              { value: '2', label: 'Penerapan' },
            ]}
          />
          <NumberInput
            label="Diterapkan dalam N tahun terakhir"
            value={kel.tahun_terakhir ?? ''}
            onChange={(v) => setKel({ tahun_terakhir: v === '' ? undefined : Number(v) })}
            min={1}
            allowDecimal={false}
          />
          <TanggalInput label="Tanggal penerapan paling awal" value={kel.waktu_penerapan_min ?? ''} onChange={(v) => setKel({ waktu_penerapan_min: v || undefined })} />
          <TanggalInput label="Tanggal penerapan paling akhir" value={kel.waktu_penerapan_max ?? ''} onChange={(v) => setKel({ waktu_penerapan_max: v || undefined })} />
        </SimpleGrid>
      </Bagian>

      <Card withBorder radius="md" padding="md">
        <Textarea label="Catatan" autosize minRows={2} maxRows={8} value={draft.catatan} onChange={(e) => set('catatan', e.currentTarget.value)} error={errors.catatan} />
        {row && (
          <Text size="xs" c="dimmed" mt={6}>
            Terakhir diubah {formatWaktu(row.updated_at)} WIB.
          </Text>
        )}
      </Card>

      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
        <Text size="sm" c="dimmed">
          {berubah.length ? `${berubah.length} bagian diubah` : 'Tidak ada perubahan'}
        </Text>
        <Button variant="default" disabled={!berubah.length || simpan.isPending} onClick={() => setDraft(dariBaris(row))}>
          Batalkan perubahan
        </Button>
        <Button disabled={!berubah.length || !tahun} loading={simpan.isPending} onClick={() => setKonfirmasi(true)} data-testid="simpan-metodologi">
          Simpan
        </Button>
      </Group>

      <Modal opened={konfirmasi} onClose={() => !simpan.isPending && setKonfirmasi(false)} title={`Simpan metodologi ${tahun ?? ''}`} centered>
        <Stack gap="sm">
          <Text size="sm">Nilai yang diubah akan ditandai “Ditetapkan admin”, dan indeks semua daerah tahun {tahun} langsung dihitung ulang. Perubahan dicatat di log aktivitas.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setKonfirmasi(false)} disabled={simpan.isPending}>
              Batal
            </Button>
            <Button onClick={() => simpan.mutate()} loading={simpan.isPending}>
              Simpan dan hitung ulang
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
