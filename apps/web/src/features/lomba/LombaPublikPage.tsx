import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Card, Container, Group, Loader, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DAFTAR_TAHAPAN } from '@sigap/domain';
import { userMessage } from '../../lib/errors';
import { lombaQueries } from './api';

const TAHAPAN: Record<number, string> = Object.fromEntries(DAFTAR_TAHAPAN.map((t) => [t.value, t.label]));

/** /lomba (public, no sign-in): the competition's criteria, the sent entries and the winners of published years. */
export default function LombaPublikPage() {
  const [tahun, setTahun] = useState<number | null>(null);
  const q = useQuery(lombaQueries.publik(tahun));
  const d = q.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              Lomba Inovasi Daerah
            </Title>
            <Text c="dimmed">Inovasi yang diikutsertakan pemerintah daerah dan pemenangnya.</Text>
          </div>
          {d && d.tahun_tersedia.length > 0 && (
            <Select label="Tahun" w={140} data={d.tahun_tersedia.map(String)} value={String(d.tahun ?? '')} onChange={(v) => setTahun(v ? Number(v) : null)} allowDeselect={false} />
          )}
        </Group>
        {q.isPending ? (
          <Loader />
        ) : q.isError || !d ? (
          <Alert color="red">{userMessage(q.error)}</Alert>
        ) : d.tahun == null ? (
          <Alert color="gray">Belum ada lomba inovasi daerah.</Alert>
        ) : (
          <>
            <section aria-labelledby="pemenang">
              <Title order={2} size="h3" id="pemenang" mb="sm">
                Pemenang {d.tahun}
              </Title>
              {d.pemenang.length ? (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {d.pemenang.map((p) => (
                    <Card key={p.inovasi_id} withBorder radius="md" data-testid="pemenang-lomba">
                      <Badge color="yellow.8" mb="xs">
                        Peringkat {p.peringkat}
                      </Badge>
                      <Text fw={700}>{p.nama}</Text>
                      <Text size="sm" c="dimmed">
                        {p.nama_pemda}
                      </Text>
                      <Text size="sm" mt="xs">
                        Nilai {p.nilai.toFixed(2)} (rata-rata {p.jumlah_juri} juri)
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
              ) : (
                <Text c="dimmed">Hasil lomba tahun {d.tahun} belum diumumkan.</Text>
              )}
            </section>
            {d.kriteria.length > 0 && (
              <section aria-labelledby="kriteria">
                <Title order={2} size="h3" id="kriteria" mb="sm">
                  Kriteria Penilaian
                </Title>
                <Stack gap={4}>
                  {d.kriteria.map((k) => (
                    <Text size="sm" key={k.nama}>
                      <b>{k.nama}</b> ({k.bobot}%){k.keterangan ? ` — ${k.keterangan}` : ''}
                    </Text>
                  ))}
                </Stack>
              </section>
            )}
            <section aria-labelledby="peserta">
              <Title order={2} size="h3" id="peserta" mb="sm">
                Inovasi Peserta ({d.entri.length})
              </Title>
              <Table.ScrollContainer minWidth={520}>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Inovasi</Table.Th>
                      <Table.Th>Pemerintah Daerah</Table.Th>
                      <Table.Th>Tahapan</Table.Th>
                      <Table.Th>Jenis</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.entri.map((e) => (
                      <Table.Tr key={e.id}>
                        <Table.Td>{e.nama}</Table.Td>
                        <Table.Td>{e.nama_pemda ?? '-'}</Table.Td>
                        <Table.Td>{TAHAPAN[e.inovasi_status] ?? '-'}</Table.Td>
                        <Table.Td>{e.jenis_inovasi ?? '-'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </section>
          </>
        )}
        <Anchor component={Link} to="/">
          Kembali ke beranda
        </Anchor>
      </Stack>
    </Container>
  );
}
