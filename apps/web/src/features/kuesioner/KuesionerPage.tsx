import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { isApiError } from '../../lib/api';
import { endsSession } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { kuesionerApi, kunciKuesioner } from './api';

/** Kuesioner (PLT-15): the satisfaction survey of the current period, nine elements on a 1-4 scale, once per period. */
export default function KuesionerPage({ module }: ModuleScreenProps) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: kunciKuesioner.form, queryFn: ({ signal }) => kuesionerApi.pertanyaan(signal) });
  useEffect(() => {
    if (q.isError && !endsSession(q.error)) notifyError(q.error, 'Gagal memuat survei');
  }, [q.errorUpdatedAt]);
  const [jawaban, setJawaban] = useState<Record<string, number>>({});
  const [saran, setSaran] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const d = q.data?.data;

  const kirim = useMutation({
    mutationFn: () => kuesionerApi.kirim(jawaban, saran),
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Terima kasih.');
      setGalat({});
      void qc.invalidateQueries({ queryKey: kunciKuesioner.form });
    },
    onError: (e) => {
      if (isApiError(e) && e.errors) setGalat(e.errors);
      if (isApiError(e) && e.status === 409) void qc.invalidateQueries({ queryKey: kunciKuesioner.form });
      notifyError(e, 'Jawaban survei belum terkirim');
    },
  });

  const belum = d ? d.pertanyaan.filter((p) => jawaban[String(p.id)] === undefined).length : 0;

  return (
    <Stack gap="md" maw={860}>
      <div>
        <Title order={2} size="h3">
          {module.title}: Survei Kepuasan Masyarakat
        </Title>
        <Text c="dimmed" size="sm">
          Penilaian Anda atas layanan SIGAP Inovasi Daerah menurut sembilan unsur pelayanan PermenPANRB No. 14 Tahun 2017. Jawaban tidak ditampilkan bersama nama Anda; hasilnya
          dipakai untuk memperbaiki layanan.
        </Text>
      </div>
      {q.isPending && <Text c="dimmed">Mohon tunggu sebentar...</Text>}
      {d && (
        <>
          <Text fw={600}>Periode survei: {d.periode_label}</Text>
          {d.sudah_mengisi ? (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} title="Terima kasih, Anda sudah mengisi survei periode ini" data-testid="sudah-mengisi">
              Jawaban Anda terkirim {d.dikirim_at ? formatWaktu(d.dikirim_at) : ''}. Survei dapat diisi lagi pada periode berikutnya.
            </Alert>
          ) : d.pertanyaan.length === 0 ? (
            <Alert color="gray">Belum ada pertanyaan survei yang aktif.</Alert>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                kirim.mutate();
              }}
            >
              <Stack gap="sm">
                {d.pertanyaan.map((p, i) => {
                  const err = galat[`jawaban.${p.id}`];
                  return (
                    <Card key={p.id} withBorder padding="md" radius="md" data-unsur={p.unsur}>
                      <Radio.Group
                        name={`q${p.id}`}
                        label={`${i + 1}. ${p.pertanyaan}`}
                        description={`Unsur: ${p.unsur_nama}`}
                        value={jawaban[String(p.id)] ? String(jawaban[String(p.id)]) : null}
                        onChange={(v) => setJawaban((j) => ({ ...j, [String(p.id)]: Number(v) }))}
                        error={err}
                        withAsterisk
                      >
                        <Group mt="xs" gap="md">
                          {p.pilihan.map((o) => (
                            <Radio key={o.nilai} value={String(o.nilai)} label={`${o.nilai}. ${o.label}`} />
                          ))}
                        </Group>
                      </Radio.Group>
                    </Card>
                  );
                })}
                <Textarea label="Saran dan masukan (tidak wajib)" maxLength={2000} autosize minRows={3} value={saran} onChange={(e) => setSaran(e.currentTarget.value)} error={galat.saran} />
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {belum > 0 ? `${belum} pertanyaan belum dijawab.` : 'Semua pertanyaan sudah dijawab.'}
                  </Text>
                  <Button type="submit" loading={kirim.isPending}>
                    Kirim Jawaban
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </>
      )}
    </Stack>
  );
}
