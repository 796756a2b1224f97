import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { qKatalog, qOpsi } from './api';
import { Halaman, JudulHalaman, Keadaan, Lencana, TAHAP } from './bagian';

// Leaflet and its CSS load only when the visitor opens the map (never with the page)
const PetaInovasi = lazy(() => import('./PetaInovasi'));

const FILTER = ['search', 'profil_id', 'urusan', 'bentuk', 'tahap', 'tahun'] as const;

/**
 * `/katalog`: the public catalogue of verified innovations (decision 68) with search, filters by region, affair,
 * form, stage and year (kept in the address, so a filtered list can be shared), and a map of their coordinates.
 */
export default function KatalogPage() {
  useMetaHalaman('Katalog Inovasi Daerah', 'Cari inovasi daerah yang telah terverifikasi menurut daerah, urusan pemerintahan, bentuk, dan tahapan, lengkap dengan peta.');
  const [sp, setSp] = useSearchParams();
  const filter: Record<string, string> = {};
  for (const k of FILTER) {
    const v = sp.get(k);
    if (v) filter[k] = v;
  }
  const page = Math.max(0, Number(sp.get('page')) || 0);
  const peta = sp.get('peta') === '1';
  const [teks, setTeks] = useState(filter.search ?? '');
  const opsi = useQuery(qOpsi());
  const q = useQuery(qKatalog({ ...filter, ...(page ? { page: String(page) } : {}) }));

  const ubah = (k: string, v: string) => {
    const n = new URLSearchParams(sp);
    if (v) n.set(k, v);
    else n.delete(k);
    n.delete('page');
    setSp(n, { replace: true });
  };
  const o = opsi.data;
  const pilihan = (rows: { id: number; nama: string }[] | undefined, semua: string) => [{ value: '', label: semua }, ...(rows ?? []).map((r) => ({ value: String(r.id), label: r.nama }))];

  return (
    <PortalShell>
      <JudulHalaman judul="Katalog Inovasi Daerah" sub="Hanya inovasi yang telah lolos verifikasi Kementerian yang ditampilkan." />
      <Card withBorder radius="md" padding="md" mb="md" component="section" aria-label="Saring katalog">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            ubah('search', teks.trim());
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label="Cari nama inovasi" value={teks} onChange={(e) => setTeks(e.currentTarget.value)} style={{ flex: 1 }} />
            <Button type="submit">Cari</Button>
          </Group>
        </form>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs" mt="sm">
          <NativeSelect label="Daerah" value={filter.profil_id ?? ''} onChange={(e) => ubah('profil_id', e.currentTarget.value)} data={pilihan(o?.daerah, 'Semua daerah')} />
          <NativeSelect label="Urusan pemerintahan" value={filter.urusan ?? ''} onChange={(e) => ubah('urusan', e.currentTarget.value)} data={pilihan(o?.urusan, 'Semua urusan')} />
          <NativeSelect label="Bentuk inovasi" value={filter.bentuk ?? ''} onChange={(e) => ubah('bentuk', e.currentTarget.value)} data={pilihan(o?.bentuk, 'Semua bentuk')} />
          <NativeSelect label="Tahapan" value={filter.tahap ?? ''} onChange={(e) => ubah('tahap', e.currentTarget.value)} data={[{ value: '', label: 'Semua tahapan' }, ...TAHAP.map((t, i) => ({ value: String(i), label: t }))]} />
          <NativeSelect label="Tahun" value={filter.tahun ?? ''} onChange={(e) => ubah('tahun', e.currentTarget.value)} data={[{ value: '', label: 'Semua tahun' }, ...(o?.tahun ?? []).map((t) => ({ value: String(t), label: String(t) }))]} />
        </SimpleGrid>
        <Group mt="sm" gap="xs">
          <Button variant={peta ? 'filled' : 'light'} size="xs" onClick={() => ubah('peta', peta ? '' : '1')} aria-pressed={peta}>
            {peta ? 'Sembunyikan peta' : 'Tampilkan peta'}
          </Button>
          {Object.keys(filter).length > 0 && (
            <Button variant="subtle" size="xs" onClick={() => (setTeks(''), setSp(peta ? { peta: '1' } : {}, { replace: true }))}>
              Hapus saringan
            </Button>
          )}
        </Group>
      </Card>

      {peta && (
        <Suspense fallback={<Skeleton h={360} mb="md" />}>
          <PetaInovasi filter={filter} />
        </Suspense>
      )}

      <Keadaan q={q}>
        {(r) => (
          <>
            <Text size="sm" c="dark.5" mb="sm" aria-live="polite" data-testid="jumlah-katalog">
              {r.total.toLocaleString('id-ID')} inovasi ditemukan
            </Text>
            {r.data.length === 0 ? (
              <Text c="dimmed">Tidak ada inovasi terverifikasi yang cocok dengan saringan.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {r.data.map((i) => (
                  <Card key={i.id} withBorder radius="md" padding="md" component="article">
                    <Link to={`/katalog/${i.id}`} className="portal-kartu-tautan">
                      <Stack gap={6}>
                        <Group gap={6}>
                          <Lencana size="sm" warna={i.tahap === 2 ? 'teal' : i.tahap === 1 ? 'orange' : 'gray'}>
                            {TAHAP[i.tahap] ?? '-'}
                          </Lencana>
                          <Lencana size="sm">{String(i.tahun)}</Lencana>
                          {i.jumlah_replikasi > 0 && (
                            <Lencana size="sm" warna="indigo">
                              Direplikasi {i.jumlah_replikasi} daerah
                            </Lencana>
                          )}
                        </Group>
                        <Title order={2} size="h5">
                          {i.nama}
                        </Title>
                        <Text size="sm" c="dark.6">
                          {i.pemda}
                        </Text>
                        {i.urusan.length > 0 && (
                          <Text size="xs" c="dark.4" lineClamp={2}>
                            {i.urusan.join(' · ')}
                          </Text>
                        )}
                      </Stack>
                    </Link>
                  </Card>
                ))}
              </SimpleGrid>
            )}
            <Halaman
              page={page}
              total={r.total}
              perPage={12}
              onPage={(p) => {
                const n = new URLSearchParams(sp);
                if (p) n.set('page', String(p));
                else n.delete('page');
                setSp(n);
              }}
            />
          </>
        )}
      </Keadaan>
    </PortalShell>
  );
}
