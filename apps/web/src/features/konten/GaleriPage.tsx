import { Image, Skeleton } from '@mantine/core';
import { getResource } from '@sigap/domain';
import { useGambarBerkas } from '../../lib/berkas';
import type { ModuleScreenProps } from '../../lib/screens';
import ResourceListPage from '../../resource-ui/ResourceListPage';

function GambarKecil({ url, judul }: { url: unknown; judul: string }) {
  const src = useGambarBerkas(typeof url === 'string' && url ? url : null);
  if (!url) return null;
  if (!src) return <Skeleton h={72} w={72} radius="sm" />;
  return <Image src={src} alt={`Gambar kecil ${judul}`} h={72} w={72} fit="cover" radius="sm" />;
}

/** `gallery` (CNT-03): the generic list of an album's photos, showing the 450 x 450 thumbnails the server made. */
export default function GaleriPage({ module }: ModuleScreenProps) {
  return (
    <ResourceListPage
      module={module}
      resource={getResource('gallery')!}
      slots={{
        columns: ['thumb_url', 'judul', 'album_id'],
        headings: { thumb_url: 'Foto' },
        cells: { thumb_url: (r) => <GambarKecil url={r.thumb_url ?? r.photo_url} judul={String(r.judul)} /> },
      }}
    />
  );
}
