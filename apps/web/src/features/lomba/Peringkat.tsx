import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Loader, NumberInput, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { can, DAFTAR_TAHAPAN } from '@sigap/domain';
import { userMessage } from '../../lib/errors';
import { notifySuccess } from '../../lib/notify';
import { useUser } from '../../lib/session';
import { lombaApi, lombaKeys, lombaQueries } from './api';

const TAHAPAN: Record<number, string> = Object.fromEntries(DAFTAR_TAHAPAN.map((t) => [t.value, t.label]));

/** The leaderboard of a year (mean of the judges who scored, spread and outliers) and the admin's publication. */
export function Peringkat() {
  const user = useUser()!;
  const qc = useQueryClient();
  const [tahun, setTahun] = useState<number | null>(null);
  const [jumlah, setJumlah] = useState<number | string>(3);
  const [galat, setGalat] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const q = useQuery(lombaQueries.peringkat(tahun));
  const data = q.data;
  const bolehUmumkan = can(user, 'umumkan', 'lomba_inovasi');

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h4">
          Peringkat Lomba {data?.tahun ?? ''}
        </Title>
        <NumberInput label="Tahun" w={120} min={2000} max={2100} value={tahun ?? data?.tahun ?? ''} onChange={(v) => setTahun(typeof v === 'number' ? v : null)} />
      </Group>
      {q.isPending ? (
        <Loader />
      ) : q.isError || !data ? (
        <Alert color="red">{userMessage(q.error)}</Alert>
      ) : (
        <>
          {data.pengumuman ? (
            <Alert color="teal" title="Hasil sudah diumumkan">
              {data.pengumuman.jumlah_pemenang} pemenang diumumkan{data.pengumuman.oleh ? ` oleh ${data.pengumuman.oleh}` : ''}. Nilai tahun ini dibekukan.
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              Nilai = rata-rata juri yang sudah mengirim lembar; draf tidak dihitung.
            </Text>
          )}
          {data.peringatan_kriteria && <Alert color="yellow">{data.peringatan_kriteria}</Alert>}
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Peringkat</Table.Th>
                  <Table.Th>Inovasi</Table.Th>
                  <Table.Th>Tahapan</Table.Th>
                  <Table.Th>Nilai</Table.Th>
                  <Table.Th>Juri</Table.Th>
                  <Table.Th>Sebaran</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.baris.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text size="sm" c="dimmed">
                        Belum ada inovasi lomba yang dikirim pada tahun ini.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {data.baris.map((r) => (
                  <Table.Tr key={r.inovasi_id} data-testid="baris-peringkat">
                    <Table.Td>{r.peringkat ?? '-'}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {r.nama} {r.pemenang && <Badge color="yellow.8">Pemenang</Badge>}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {r.nama_pemda}
                      </Text>
                    </Table.Td>
                    <Table.Td>{TAHAPAN[r.inovasi_status] ?? '-'}</Table.Td>
                    <Table.Td>{r.nilai != null ? r.nilai.toFixed(2) : 'Belum dinilai'}</Table.Td>
                    <Table.Td>
                      {r.jumlah_juri}
                      {r.jumlah_draf ? ` (+${r.jumlah_draf} draf)` : ''}
                    </Table.Td>
                    <Table.Td>
                      {r.sebaran.simpangan != null ? `±${r.sebaran.simpangan.toFixed(2)}` : '-'}
                      {r.sebaran.outlier.length > 0 && (
                        <Tooltip label="Ada nilai juri yang jauh dari rata-rata; periksa sebelum diumumkan.">
                          <Badge color="orange" ml={4}>
                            Pencilan
                          </Badge>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {bolehUmumkan && !data.pengumuman && data.baris.length > 0 && (
            <Group align="flex-end">
              <NumberInput label="Jumlah pemenang" w={160} min={1} max={50} value={jumlah} onChange={setJumlah} />
              <Button
                leftSection={<IconSpeakerphone size={16} />}
                loading={sibuk}
                onClick={async () => {
                  setSibuk(true);
                  setGalat(null);
                  try {
                    const r = await lombaApi.umumkan(data.tahun, Number(jumlah));
                    notifySuccess(r.message ?? 'Hasil diumumkan.');
                    void qc.invalidateQueries({ queryKey: lombaKeys.semua });
                  } catch (e) {
                    setGalat(userMessage(e));
                  } finally {
                    setSibuk(false);
                  }
                }}
              >
                Umumkan Hasil {data.tahun}
              </Button>
            </Group>
          )}
          {galat && <Alert color="red">{galat}</Alert>}
        </>
      )}
    </Stack>
  );
}
