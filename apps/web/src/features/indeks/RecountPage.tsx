import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconCheck } from '@tabler/icons-react';
import { formatAngka } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { indeksApi, type HasilHitung } from './api';
import { TahunSelect, useTahunMetodologi } from './shared';

/**
 * Hitung Ulang Indeks (IDX-07): recomputes the stored results of every region
 * for a year (self and verified) and reports how many were computed and how
 * many values changed; each change is in the score change log.
 */
export default function RecountPage({ module }: ModuleScreenProps) {
  const tahunList = useTahunMetodologi();
  const [tahun, setTahun] = useState<number | null>(null);
  const [konfirmasi, setKonfirmasi] = useState(false);
  const [hasil, setHasil] = useState<(HasilHitung & { pesan?: string }) | null>(null);
  const qc = useQueryClient();
  const tahunPilih = tahun ?? tahunList.data?.[0]?.tahun ?? null;
  const m = useMutation({
    mutationFn: () => indeksApi.recount(tahunPilih),
    onSuccess: async (r) => {
      setKonfirmasi(false);
      setHasil({ ...r.data, pesan: r.message });
      await Promise.all(['ranking-index', 'rekap-akhir', 'aspeklog'].map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
    onError: (e) => {
      setKonfirmasi(false);
      notifyError(e, 'Hitung ulang gagal');
    },
  });
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        {module.title}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text size="sm">
            Hasil indeks setiap daerah disimpan dan diperbarui otomatis setiap kali jawaban, evaluasi, keputusan review atau metodologi berubah. Hitung ulang
            menghitung kembali semua daerah untuk satu tahun dari data saat ini dan melaporkan nilai yang berubah.
          </Text>
          <Group align="flex-end">
            <TahunSelect value={tahunPilih} onChange={setTahun} label="Tahun penilaian" />
            <Button leftSection={<IconCalculator size={16} />} onClick={() => setKonfirmasi(true)} disabled={!tahunPilih} loading={m.isPending} data-testid="hitung-ulang">
              Hitung ulang
            </Button>
          </Group>
          {m.isPending && <Text size="sm">Mohon tunggu sebentar... indeks semua daerah sedang dihitung.</Text>}
          {hasil && (
            <Alert color={hasil.berubah ? 'blue' : 'teal'} icon={<IconCheck size={18} />} title={`Tahun ${hasil.tahun} selesai dihitung`} data-testid="hasil-hitung">
              <List size="sm" spacing={2}>
                <List.Item>{formatAngka(hasil.dihitung)} daerah dihitung ulang.</List.Item>
                <List.Item>
                  {hasil.berubah ? `${formatAngka(hasil.berubah)} nilai berubah (mandiri dan terverifikasi dihitung terpisah).` : 'Tidak ada nilai yang berubah: hasil tersimpan sudah sesuai.'}
                </List.Item>
                <List.Item>Waktu: {formatAngka(Math.round(hasil.durasi_ms) / 1000)} detik.</List.Item>
              </List>
              {hasil.berubah > 0 && (
                <Button component={Link} to="/dashboard/aspeklog" size="compact-sm" variant="subtle" mt="xs">
                  Lihat perubahan di Log Perubahan Skor
                </Button>
              )}
            </Alert>
          )}
        </Stack>
      </Card>
      <Modal opened={konfirmasi} onClose={() => !m.isPending && setKonfirmasi(false)} title="Hitung ulang indeks" centered>
        <Stack gap="sm">
          <Text size="sm">Hitung ulang indeks semua daerah untuk tahun {tahunPilih}? Proses ini dapat memakan waktu beberapa detik.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setKonfirmasi(false)} disabled={m.isPending}>
              Batal
            </Button>
            <Button onClick={() => m.mutate()} loading={m.isPending} data-testid="konfirmasi-hitung">
              Hitung ulang
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
