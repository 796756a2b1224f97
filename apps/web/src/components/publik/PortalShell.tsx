import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Anchor, Box, Button, CloseButton, Container, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { A_PUBLIK } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';
import { userMessage } from '../../lib/errors';
import './portal.css';

const MENU: { to: string; label: string; end?: boolean }[] = [
  { to: '/', label: 'Beranda', end: true },
  { to: '/katalog', label: 'Katalog Inovasi' },
  { to: '/berita', label: 'Berita' },
  { to: '/pengumuman', label: 'Pengumuman' },
  { to: '/pemenang', label: 'Pemenang' },
  { to: '/urusan', label: 'Urusan' },
  { to: '/dokumen', label: 'Dokumen' },
];

/**
 * The frame of every public page (portal, region page): header with the menu and sign-in one click away, a share
 * button that makes a short link of the page (decision 70), the footer. Shared UI: imports no feature.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#isi" className="portal-lompat">
        Lewati ke isi halaman
      </a>
      <Box component="header" className="portal-kepala">
        <Container size="lg" pt="sm">
          <Group justify="space-between" wrap="nowrap" mb={8}>
            <Anchor component={Link} to="/" c="white" fw={800} fz="lg" underline="never">
              SIGAP Inovasi
            </Anchor>
            <Group gap={8} wrap="nowrap">
              <Bagikan />
              <Button component={Link} to="/login" size="compact-sm" variant="white" color="indigo">
                Masuk
              </Button>
            </Group>
          </Group>
          <nav aria-label="Menu portal" className="portal-nav">
            {MENU.map((m) => (
              <NavLink key={m.to} to={m.to} end={m.end}>
                {m.label}
              </NavLink>
            ))}
          </nav>
        </Container>
      </Box>
      <Container component="main" id="isi" size="lg" py="lg" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <Box component="footer" className="portal-kaki" py="lg">
        <Container size="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <Anchor component={Link} to="/panduan" size="sm">
              Panduan
            </Anchor>
            <Anchor component={Link} to="/laporan" size="sm">
              Laporan Tahunan
            </Anchor>
            <Anchor component={Link} to="/dokumen" size="sm">
              Dokumen
            </Anchor>
            <Anchor component={Link} to="/urusan" size="sm">
              Inovasi per Urusan
            </Anchor>
            <Anchor component={Link} to="/tiny" size="sm">
              Tautan Pendek
            </Anchor>
            <Anchor component={Link} to="/login" size="sm">
              Masuk ke aplikasi
            </Anchor>
          </SimpleGrid>
          <Text size="xs" mt="md">
            Indeks Inovasi Daerah · Informasi publik tanpa data pribadi.
          </Text>
        </Container>
      </Box>
    </Box>
  );
}

/** "Bagikan": a short link of this page (made once per address), shared with the phone's share sheet or copied. */
function Bagikan() {
  const loc = useLocation();
  const [hasil, setHasil] = useState<{ url: string; pesan: string } | null>(null);
  const [galat, setGalat] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);

  async function bagikan() {
    setSibuk(true);
    setGalat(null);
    try {
      const r = await panggil(A_PUBLIK.buatTautan, { body: { tujuan: loc.pathname + loc.search } });
      const url = `${window.location.origin}${r.data.alamat}`;
      let pesan = 'Tautan pendek halaman ini:';
      if (typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches) {
        await navigator.share({ title: document.title, url }).catch(() => undefined);
      } else if (navigator.clipboard) {
        pesan = (await navigator.clipboard.writeText(url).then(() => true, () => false)) ? 'Tautan pendek disalin:' : pesan;
      }
      setHasil({ url, pesan });
    } catch (e) {
      setGalat(userMessage(e));
    } finally {
      setSibuk(false);
    }
  }

  return (
    <>
      <Button size="compact-sm" variant="outline" color="gray.0" onClick={() => void bagikan()} loading={sibuk} aria-label="Bagikan halaman ini">
        Bagikan
      </Button>
      {(hasil || galat) && (
        <Box pos="fixed" bottom={12} left={12} right={12} maw={480} mx="auto" p="sm" bg="white" c="dark" style={{ zIndex: 200, borderRadius: 10, boxShadow: '0 8px 24px rgba(15,23,42,.25)' }} role="status">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              {galat ? (
                <Text size="sm" c="red.8">
                  {galat}
                </Text>
              ) : (
                <>
                  <Text size="sm">{hasil!.pesan}</Text>
                  <TextInput value={hasil!.url} readOnly aria-label="Tautan pendek" onFocus={(e) => e.currentTarget.select()} data-testid="tautan-pendek" />
                </>
              )}
            </Stack>
            <CloseButton aria-label="Tutup" onClick={() => (setHasil(null), setGalat(null))} />
          </Group>
        </Box>
      )}
    </>
  );
}
