import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { A_PUBLIK } from '@sigap/domain';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { isApiError } from '../../lib/api';
import { panggil } from '../../lib/kontrak';
import { userMessage } from '../../lib/errors';
import { JudulHalaman } from './bagian';

/**
 * `/tiny` (decision 70): what short links are, and a form that makes one for a public page's address (the
 * "Bagikan" button of every public page does the same for the page it is on). `?hilang=kode`: an unknown code.
 */
export default function TinyPage() {
  useMetaHalaman('Tautan Pendek', 'Tautan pendek halaman publik SIGAP Inovasi untuk dibagikan.');
  const [sp] = useSearchParams();
  const hilang = sp.get('hilang');
  const [alamat, setAlamat] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [hasil, setHasil] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);

  async function buat() {
    setGalat(null);
    setHasil(null);
    let tujuan = alamat.trim();
    // a full address of this site is accepted too
    if (tujuan.startsWith(window.location.origin)) tujuan = tujuan.slice(window.location.origin.length) || '/';
    setSibuk(true);
    try {
      const r = await panggil(A_PUBLIK.buatTautan, { body: { tujuan } });
      setHasil(`${window.location.origin}${r.data.alamat}`);
    } catch (e) {
      setGalat(isApiError(e) && e.errors?.tujuan ? e.errors.tujuan : userMessage(e));
    } finally {
      setSibuk(false);
    }
  }

  return (
    <PortalShell>
      <JudulHalaman judul="Tautan Pendek" sub="Tautan singkat ke halaman publik portal, mudah dibagikan melalui aplikasi pesan." />
      <Stack gap="md" maw={640}>
        {hilang && (
          <Alert color="orange" title="Tautan pendek tidak ditemukan">
            Kode “{hilang}” tidak dikenal. Periksa kembali tautan yang Anda terima.
          </Alert>
        )}
        <Text size="sm">
          Setiap halaman publik (beranda, katalog beserta saringannya, halaman inovasi, berita, pengumuman, pemenang, dokumen, dan halaman
          pemerintah daerah) dapat dibuatkan tautan pendek dengan tombol <b>Bagikan</b> di bagian atas halaman. Alamat yang sama selalu mendapat
          tautan yang sama. Tautan pendek hanya mengarah ke halaman publik situs ini.
        </Text>
        <Card withBorder radius="md" padding="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void buat();
            }}
          >
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput label="Alamat halaman publik" placeholder="/katalog?urusan=2" value={alamat} onChange={(e) => setAlamat(e.currentTarget.value)} error={galat} style={{ flex: 1 }} />
              <Button type="submit" loading={sibuk}>
                Buat
              </Button>
            </Group>
          </form>
          {hasil && <TextInput mt="sm" label="Tautan pendek" value={hasil} readOnly onFocus={(e) => e.currentTarget.select()} />}
        </Card>
      </Stack>
    </PortalShell>
  );
}
