import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { notifySuccess } from '../../lib/notify';
import { lombaApi, lombaKeys, lombaQueries } from './api';

/**
 * A judge's sheet on one sent entry: the year's published criteria with their weights, the judge's own scores
 * (draft or submitted), the other judges' totals once one's own sheet is submitted; errors per criterion.
 */
export function LembarNilai({ id, onClose }: { id: number; onClose: () => void }) {
  const qc = useQueryClient();
  const q = useQuery(lombaQueries.lembar(id));
  const [skor, setSkor] = useState<Record<string, number | string>>({});
  const [catatan, setCatatan] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pesan, setPesan] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const data = q.data;
  const nilai = (k: number) => skor[String(k)] ?? data?.milik_saya?.skor[String(k)] ?? '';

  async function simpan(kirim: 0 | 1) {
    if (!data) return;
    setSibuk(true);
    setErrors({});
    setPesan(null);
    const body = Object.fromEntries(data.kriteria.map((k) => [String(k.id), nilai(k.id)]).filter(([, v]) => v !== ''));
    try {
      const r = await lombaApi.simpanNilai(id, { skor: body, kirim, catatan: catatan ?? data.milik_saya?.catatan ?? null });
      qc.setQueryData(lombaKeys.lembar(id), r.data);
      notifySuccess(r.message ?? 'Nilai disimpan.');
      if (kirim) onClose();
    } catch (e) {
      if (isApiError(e) && e.errors) setErrors(e.errors);
      setPesan(userMessage(e));
    } finally {
      setSibuk(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Lembar Penilaian Juri" size="lg" centered>
      {q.isPending ? (
        <Loader />
      ) : q.isError || !data ? (
        <Alert color="red">{userMessage(q.error)}</Alert>
      ) : (
        <Stack>
          <div>
            <Text fw={600}>{data.inovasi.nama}</Text>
            <Text size="sm" c="dimmed">
              {data.inovasi.nama_pemda} · Lomba tahun {data.inovasi.tahun}
            </Text>
          </div>
          {!data.boleh_nilai && data.alasan && <Alert color="yellow">{data.alasan}</Alert>}
          {data.peringatan_kriteria && (
            <Text size="xs" c="dimmed">
              {data.peringatan_kriteria}
            </Text>
          )}
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kriteria</Table.Th>
                <Table.Th>Bobot</Table.Th>
                <Table.Th>Skor</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.kriteria.map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {k.nama}
                    </Text>
                    {k.keterangan && (
                      <Text size="xs" c="dimmed">
                        {k.keterangan}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{k.bobot}%</Table.Td>
                  <Table.Td w={150}>
                    <NumberInput
                      aria-label={`Skor ${k.nama}`}
                      min={0}
                      max={k.skor_maks}
                      decimalScale={2}
                      value={nilai(k.id)}
                      disabled={!data.boleh_nilai}
                      onChange={(v) => setSkor((s) => ({ ...s, [String(k.id)]: v }))}
                      error={errors[`skor.${k.id}`]}
                      description={`0–${k.skor_maks}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Textarea label="Catatan juri" value={catatan ?? data.milik_saya?.catatan ?? ''} onChange={(e) => setCatatan(e.currentTarget.value)} disabled={!data.boleh_nilai} autosize minRows={2} />
          {data.milik_saya && (
            <Text size="sm" data-testid="total-lembar">
              Lembar Anda: {data.milik_saya.status === 'terkirim' ? 'dikirim' : 'draf'}
              {data.milik_saya.total != null ? ` · total ${data.milik_saya.total.toFixed(2)}` : ''}
            </Text>
          )}
          {data.juri_lain.length > 0 && (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                Juri lain
              </Text>
              {data.juri_lain.map((j, i) => (
                <Text size="sm" key={i}>
                  {j.penilai}: {j.total != null ? j.total.toFixed(2) : (j.disembunyikan ?? '-')}
                </Text>
              ))}
            </Stack>
          )}
          {pesan && <Alert color="red">{pesan}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Tutup
            </Button>
            {data.boleh_nilai && (
              <>
                <Button variant="light" loading={sibuk} onClick={() => void simpan(0)}>
                  Simpan Draf
                </Button>
                <Button loading={sibuk} onClick={() => void simpan(1)}>
                  Kirim Nilai
                </Button>
              </>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
