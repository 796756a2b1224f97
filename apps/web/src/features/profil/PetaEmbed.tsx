import { Text } from '@mantine/core';
import { sanitasiPeta } from '@sigap/domain';

/**
 * The profile's map: the page builds the iframe itself from the stored `src`
 * (decision 21). The src is checked again with the domain rule, so only an
 * https address of Google Maps or OpenStreetMap is ever framed; never HTML
 * from the record. The frame is sandboxed: scripts for the map itself, no
 * top navigation, no forms, no downloads.
 */
export function PetaEmbed({ src, judul }: { src: string | null | undefined; judul: string }) {
  const peta = sanitasiPeta(src ?? '');
  if (!src) return <Text c="dimmed" size="sm">Peta lokasi belum diisi.</Text>;
  if (!peta.src)
    return (
      <Text c="red" size="sm">
        Alamat peta tersimpan tidak dikenali dan tidak ditampilkan. Ubah profil untuk memasang ulang peta.
      </Text>
    );
  return (
    <div style={{ position: 'relative', width: '100%', paddingTop: '56.25%', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
      <iframe
        src={peta.src}
        title={`Peta lokasi ${judul}`}
        data-testid="peta-embed"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        allowFullScreen
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}
