import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { predikatTab } from '@sigap/domain';
import { TabelPeringkat } from '../../components/TabelPeringkat';
import { userMessage } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { indeksApi, unduhRekapExcel } from './api';
import { bulatRibuan, klasterValid, KlasterTabs, PredikatBadge, PredikatTabs, TahunSelect, UbahIgaButton } from './shared';

/**
 * Rekap Akhir (IDX-03): per cluster, total innovations, self score ("skor", shown as IID Mandiri), verified
 * score ("skor_final_raw", Skor Final (terverifikasi)), IGA flag and the predicate of the verified score
 * by the recap rule; numbers with dot thousands and no decimals; Excel export. On a phone one card per region.
 */
export default function RekapAkhirPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const klaster = klasterValid(params.get('klaster'));
  const tahunParam = Number(params.get('tahun'));
  const tahun = Number.isInteger(tahunParam) && tahunParam > 2000 ? tahunParam : null;
  const tab = params.get('tab') ?? 'semua';
  const [cari, setCari] = useState('');
  const [mengunduh, setMengunduh] = useState(false);
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === null) next.delete(k);
    else next.set(k, v);
    setParams(next, { replace: true });
  };
  const q = useQuery({
    queryKey: ['rekap-akhir', klaster, tahun],
    queryFn: ({ signal }) => indeksApi.rekap({ klaster, tahun }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (q.data?.data ?? []).map((r) => ({ ...r, tab: predikatTab(r.predikat) })), [q.data]);
  const counts = useMemo(() => rows.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.tab]: (acc[r.tab] ?? 0) + 1 }), {}), [rows]);
  const shown = rows.filter((r) => (tab === 'semua' || String(r.tab) === tab) && (!cari.trim() || r.nama.toLowerCase().includes(cari.trim().toLowerCase())));
  const tahunTampil = tahun ?? q.data?.tahun ?? null;
  const unduh = async () => {
    setMengunduh(true);
    try {
      await unduhRekapExcel(klaster, tahunTampil);
    } catch (e) {
      notifyError(e, 'Excel gagal diunduh');
    } finally {
      setMengunduh(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Predikat dari skor terverifikasi{tahunTampil ? `, tahun ${tahunTampil}` : ''}.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <TahunSelect value={tahunTampil} onChange={(v) => set({ tahun: v ? String(v) : null })} />
          <Button leftSection={<IconFileSpreadsheet size={16} />} variant="default" onClick={() => void unduh()} loading={mengunduh} disabled={!q.data}>
            Unduh Excel
          </Button>
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
            <Alert color="red" title="Rekap tidak dapat dimuat">
              {userMessage(q.error)}
            </Alert>
          )}
          {q.isPending ? (
            <Stack gap={6}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={36} />
              ))}
            </Stack>
          ) : (
            <TabelPeringkat
              rows={shown}
              kunciBaris={(r) => r.profil_id}
              ariaLabel="Tabel rekap akhir"
              sibuk={q.isFetching}
              testidBaris={(r) => `rekap-row-${r.profil_id}`}
              peringkat={(r) => rows.indexOf(r) + 1}
              nama={(r) => r.nama}
              kolom={[
                { kunci: 'total_inovasi', judul: 'Total Inovasi', ta: 'right', isi: (r) => bulatRibuan(r.total_inovasi) },
                {
                  kunci: 'skor',
                  judulTeks: 'IID mandiri',
                  judul: (
                    <Tooltip label="Skor (IDX-03): IID dari penilaian mandiri daerah, sebelum verifikasi." withArrow multiline w={260}>
                      <span tabIndex={0}>IID Mandiri</span>
                    </Tooltip>
                  ),
                  ta: 'right',
                  isi: (r) => bulatRibuan(r.skor),
                },
              ]}
              skorJudul={
                <Tooltip label="Skor Final (IDX-03): IID dari skor terverifikasi; dasar urutan dan predikat rekap." withArrow multiline w={260}>
                  <span tabIndex={0}>Skor Final (terverifikasi)</span>
                </Tooltip>
              }
              skor={(r) => bulatRibuan(r.skor_final_raw)}
              predikat={(r) => <PredikatBadge predikat={r.predikat} tab={r.tab} />}
              iga={(r) => r.iga}
              aksi={(r) => (r.boleh_ubah_iga ? <UbahIgaButton profilId={r.profil_id} nama={r.nama} isIga={r.iga} /> : null)}
            />
          )}
          <Text size="xs" c="dimmed">
            {shown.length} dari {rows.length} daerah, diurutkan menurut Skor Final. IID Mandiri = hasil penilaian mandiri daerah; Skor Final = hasil
            verifikasi (keduanya sama bila verifikator tidak mengubah isian). Skor dibulatkan tanpa desimal; nilai tepat ada di Ranking Indeks.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
