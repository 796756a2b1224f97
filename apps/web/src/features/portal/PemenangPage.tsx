import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PemenangPublik } from '@sigap/domain';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { qPemenang } from './api';
import { JudulHalaman, Keadaan, Lencana } from './bagian';

/** `/pemenang`: winners by year and category (winners / winner_category, filled by the award module). */
export default function PemenangPage() {
  useMetaHalaman('Pemenang Penghargaan', 'Daftar pemerintah daerah pemenang penghargaan inovasi per tahun dan kategori.');
  const [sp, setSp] = useSearchParams();
  const tahun = sp.get('tahun') ?? '';
  const kategori = sp.get('kategori') ?? '';
  const q = useQuery(qPemenang(tahun, kategori));
  const ubah = (k: string, v: string) => {
    const n = new URLSearchParams(sp);
    if (v) n.set(k, v);
    else n.delete(k);
    setSp(n, { replace: true });
  };
  return (
    <PortalShell>
      <JudulHalaman judul="Pemenang Penghargaan" sub="Pemerintah daerah terinovatif menurut tahun dan kategori." />
      <Keadaan q={q}>
        {(d) => {
          const perTahun = new Map<number, Map<string, PemenangPublik[]>>();
          for (const w of d.data) {
            const t = perTahun.get(w.tahun) ?? new Map<string, PemenangPublik[]>();
            t.set(w.kategori, [...(t.get(w.kategori) ?? []), w]);
            perTahun.set(w.tahun, t);
          }
          return (
            <Stack gap="lg">
              <Group gap="sm" grow maw={560}>
                <NativeSelect label="Tahun" value={tahun} onChange={(e) => ubah('tahun', e.currentTarget.value)} data={[{ value: '', label: 'Semua tahun' }, ...d.tahun.map((t) => ({ value: String(t), label: String(t) }))]} />
                <NativeSelect label="Kategori" value={kategori} onChange={(e) => ubah('kategori', e.currentTarget.value)} data={[{ value: '', label: 'Semua kategori' }, ...d.kategori.map((k) => ({ value: String(k.id), label: k.nama }))]} />
              </Group>
              {perTahun.size === 0 && <Text c="dimmed">Belum ada data pemenang.</Text>}
              {[...perTahun].map(([t, kat]) => (
                <section key={t} aria-labelledby={`tahun-${t}`}>
                  <Title order={2} size="h3" mb="sm" id={`tahun-${t}`}>
                    {t}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                    {[...kat].map(([nama, rows]) => (
                      <Card key={nama} withBorder radius="md" padding="md">
                        <Title order={3} size="h5" mb="xs">
                          {nama}
                        </Title>
                        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                          {rows.map((w) => (
                            <Group key={w.profil_id} component="li" gap="xs" wrap="nowrap">
                              <Lencana circle size="lg" warna={w.urutan === 1 ? 'yellow' : 'gray'}>
                                {w.urutan}
                              </Lencana>
                              <Anchor component={Link} to={`/landing/pemda/${w.profil_id}`} size="sm">
                                {w.pemda}
                              </Anchor>
                            </Group>
                          ))}
                        </Stack>
                      </Card>
                    ))}
                  </SimpleGrid>
                </section>
              ))}
            </Stack>
          );
        }}
      </Keadaan>
    </PortalShell>
  );
}
