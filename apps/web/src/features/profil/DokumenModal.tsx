import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Box, Group, Image, Modal, ScrollArea, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconLink, IconPhoto } from '@tabler/icons-react';
import { formatTanggal, isHttpUrl } from '@sigap/domain';
import { useIsMobile } from '../../lib/media';
import { tautanBerkas, useAlamatBerkas, useGambarBerkas } from '../../lib/berkas';
import { profilQueries, type DokumenInovasi } from './api';
import { GagalMuat } from './ui';

const isPdf = (d: DokumenInovasi) => d.mime === 'application/pdf' || /\.pdf$/i.test(d.file_url ?? '');
const isGambar = (d: DokumenInovasi) => Boolean(d.mime?.startsWith('image/'));

/**
 * The documents of one innovation (GET /inovasi/{id}/dokumen) with an
 * in-page viewer: a PDF in an <iframe> of the file address with its download
 * token (`?unduh=`, lib/berkas.ts), an image as <img>, a link opened in a new tab.
 */
export function DokumenModal({ inovasi, onClose }: { inovasi: { id: number; nama: string } | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  const q = useQuery({ ...profilQueries.dokumenInovasi(inovasi?.id ?? 0), enabled: inovasi != null });
  const [aktif, setAktif] = useState<number | null>(null);
  const docs = q.data ?? [];
  useEffect(() => {
    if (!inovasi) setAktif(null);
    else if (aktif === null && docs.length) setAktif(docs.find((d) => d.file_url)?.id ?? null);
  }, [inovasi, docs.length]);
  const dipilih = docs.find((d) => d.id === aktif) ?? null;
  const href = dipilih?.file_url || null;
  const pdfSrc = useAlamatBerkas(dipilih && isPdf(dipilih) ? href : null);
  const gambarSrc = useGambarBerkas(dipilih && isGambar(dipilih) ? href : null);

  return (
    <Modal opened={inovasi != null} onClose={onClose} title={inovasi ? `Dokumen: ${inovasi.nama}` : ''} size="90rem" fullScreen={isMobile} closeButtonProps={{ 'aria-label': 'Tutup' }}>
      {q.isPending ? (
        <Stack>
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      ) : q.isError ? (
        <GagalMuat error={q.error} judul="Dokumen tidak dapat dimuat" />
      ) : docs.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="dokumen-kosong">
          tidak ada dokumen.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <ScrollArea.Autosize mah={isMobile ? 260 : '70vh'} type="auto">
            <Stack gap={4} data-testid="dokumen-list">
              {docs.map((d) => (
                <UnstyledButton
                  key={d.id}
                  onClick={() => setAktif(d.id)}
                  p="xs"
                  aria-pressed={d.id === aktif}
                  style={{ borderRadius: 6, background: d.id === aktif ? 'var(--mantine-color-indigo-0)' : undefined, border: '1px solid var(--mantine-color-gray-3)' }}
                  data-testid="dokumen-item"
                >
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    {d.file_url ? isPdf(d) ? <IconFileTypePdf size={16} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} /> : <IconPhoto size={16} style={{ flexShrink: 0 }} /> : <IconLink size={16} style={{ flexShrink: 0 }} />}
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {d.nama || d.nama_berkas || 'Dokumen'}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {d.indikator ? `Indikator ${d.indikator.nomor ?? ''} ${d.indikator.nama}` : ''}
                        {d.nomor_surat ? ` · ${d.nomor_surat}` : ''}
                        {d.tanggal_surat ? ` · ${formatTanggal(d.tanggal_surat)}` : ''}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Box style={{ gridColumn: isMobile ? undefined : 'span 2' }}>
            {!dipilih ? (
              <Text c="dimmed" size="sm">
                Pilih dokumen untuk melihatnya.
              </Text>
            ) : (
              <Stack gap="xs">
                {pdfSrc && isPdf(dipilih) && (
                  <iframe src={pdfSrc} title={`Pratinjau ${dipilih.nama ?? 'dokumen'}`} data-testid="pdf-viewer" style={{ width: '100%', height: isMobile ? '60vh' : '70vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }} />
                )}
                {gambarSrc && isGambar(dipilih) && <Image src={gambarSrc} alt={dipilih.nama ?? 'Dokumen'} mah="70vh" fit="contain" />}
                {href && !isPdf(dipilih) && !isGambar(dipilih) && (
                  <Text size="sm" c="dimmed">
                    Berkas ini tidak dapat dipratinjau.
                  </Text>
                )}
                <Group gap="md">
                  {href && (
                    <Anchor {...tautanBerkas(href)} size="sm">
                      <Group gap={4}>
                        <IconExternalLink size={14} /> Buka berkas
                      </Group>
                    </Anchor>
                  )}
                  {isHttpUrl(dipilih.youtube) && (
                    <Anchor href={dipilih.youtube!} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Group gap={4} wrap="nowrap">
                        <IconLink size={14} /> {dipilih.youtube}
                      </Group>
                    </Anchor>
                  )}
                </Group>
              </Stack>
            )}
          </Box>
        </SimpleGrid>
      )}
    </Modal>
  );
}
