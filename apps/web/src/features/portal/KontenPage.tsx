import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { HALAMAN_KONTEN, type HalamanKonten } from '@sigap/domain';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { qKonten } from './api';
import { Halaman, IsiKaya, JudulHalaman, Keadaan, TautanUnduh, tanggalPanjang } from './bagian';

/** `/panduan`, `/laporan`, `/dokumen`: the contents of one category with their public files to download. */
export default function KontenPage({ halaman }: { halaman: HalamanKonten }) {
  const info = HALAMAN_KONTEN[halaman];
  useMetaHalaman(info.judul, info.deskripsi);
  const [sp, setSp] = useSearchParams();
  const page = Math.max(0, Number(sp.get('page')) || 0);
  const search = sp.get('search') ?? '';
  const [teks, setTeks] = useState(search);
  const q = useQuery(qKonten(halaman, page, search));
  return (
    <PortalShell>
      <JudulHalaman judul={info.judul} sub={info.deskripsi} />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSp(teks.trim() ? { search: teks.trim() } : {});
        }}
      >
        <TextInput label={`Cari ${info.judul.toLowerCase()}`} value={teks} onChange={(e) => setTeks(e.currentTarget.value)} maw={420} mb="md" />
      </form>
      <Keadaan q={q}>
        {(r) =>
          r.data.length === 0 ? (
            <Text c="dimmed">{search ? 'Tidak ada yang cocok dengan pencarian.' : 'Belum ada isi.'}</Text>
          ) : (
            <>
              <Stack gap="sm">
                {r.data.map((k) => (
                  <Card key={k.id} withBorder radius="md" padding="md" component="article">
                    <Title order={2} size="h4">
                      {k.title}
                    </Title>
                    <Text size="xs" c="dark.4" mt={2}>
                      {tanggalPanjang(k.tanggal)}
                    </Text>
                    {k.description && (
                      <Text component="div" size="sm" mt="xs">
                        <IsiKaya html={k.description} />
                      </Text>
                    )}
                    <Group mt="sm">{k.berkas ? <TautanUnduh berkas={k.berkas} /> : <Text size="xs" c="dimmed">Berkas belum tersedia untuk umum.</Text>}</Group>
                  </Card>
                ))}
              </Stack>
              <Halaman page={page} total={r.total} perPage={20} onPage={(p) => setSp({ ...(search ? { search } : {}), ...(p ? { page: String(p) } : {}) })} />
            </>
          )
        }
      </Keadaan>
    </PortalShell>
  );
}
