import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { qUrusan } from './api';
import { JudulHalaman, Keadaan, Lencana } from './bagian';

/** `/urusan`: verified innovations by government affair; each opens the catalogue filtered by it. */
export default function UrusanPage() {
  useMetaHalaman('Inovasi per Urusan Pemerintahan', 'Jumlah inovasi daerah terverifikasi menurut urusan pemerintahan.');
  const q = useQuery(qUrusan());
  return (
    <PortalShell>
      <JudulHalaman judul="Inovasi per Urusan Pemerintahan" sub="Pilih urusan untuk melihat inovasinya di katalog." />
      <Keadaan q={q}>
        {(rows) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {[...rows]
              .sort((a, b) => b.jumlah - a.jumlah || a.nama.localeCompare(b.nama, 'id'))
              .map((u) => (
                <Card key={u.id} withBorder radius="md" padding="sm">
                  <Link to={`/katalog?urusan=${u.id}`} className="portal-kartu-tautan">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" component="h2" m={0}>
                          {u.nama}
                        </Text>
                        {u.kategori && (
                          <Text size="xs" c="dark.4">
                            {u.kategori}
                          </Text>
                        )}
                      </div>
                      <Lencana warna={u.jumlah ? 'indigo' : 'gray'}>
                        {u.jumlah.toLocaleString('id-ID')}
                      </Lencana>
                    </Group>
                  </Link>
                </Card>
              ))}
          </SimpleGrid>
        )}
      </Keadaan>
    </PortalShell>
  );
}
