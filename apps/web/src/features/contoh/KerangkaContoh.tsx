import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { SEKSI_CONTOH, type ModuleDef } from '@sigap/domain';
import { useModules } from '../../lib/modules';

/**
 * The handlers' code (Mock Service Worker and the sample data: about 33 KB gzip, 90 KB before decision 120 dropped
 * MSW's cookie and public-suffix tables) is its own chunk, fetched while the screen paints; one promise, so starts
 * and stops keep their order.
 */
let modulBrowser: Promise<typeof import('./browser')> | null = null;
const browser = () =>
  (modulBrowser ??= import('./browser').catch((e: unknown) => {
    modulBrowser = null; // a failed download is tried again by the next screen
    throw e;
  }));

type Keadaan = 'memuat' | 'siap' | 'bukan-demo' | 'gagal';

/**
 * The frame of every sample screen: the title, a note that the data are samples answered in the browser, and
 * the screen itself once the sample handlers answer. The handlers start only when the server's module list
 * holds the Contoh section (demo mode) and stop when the last sample screen closes (browser.ts).
 */
export function KerangkaContoh({ module, keterangan, children }: { module: ModuleDef; keterangan: string; children: ReactNode }) {
  const modules = useModules();
  const demo = modules.data?.modules.some((m) => m.section === SEKSI_CONTOH && m.slug === module.slug) ?? false;
  const [keadaan, setKeadaan] = useState<Keadaan>('memuat');
  const [pesan, setPesan] = useState('');

  useEffect(() => {
    if (modules.isPending) return;
    if (!demo) {
      setKeadaan('bukan-demo');
      return;
    }
    let aktif = true;
    browser()
      .then((b) => b.pakaiContoh())
      .then(() => aktif && setKeadaan('siap'))
      .catch((e: unknown) => {
        if (!aktif) return;
        setPesan(e instanceof Error ? e.message : String(e));
        setKeadaan('gagal');
      });
    return () => {
      aktif = false;
      void browser().then((b) => b.lepasContoh());
    };
  }, [demo, modules.isPending]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={2} size="h3">
              {module.title}
            </Title>
            <Badge variant="light" color="grape" leftSection={<IconFlask size={12} aria-hidden />}>
              Contoh
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {keterangan} Data sampel dijawab di peramban (bukan data aplikasi) dan hilang saat tab ditutup.
          </Text>
        </div>
      </Group>
      {keadaan === 'siap' ? (
        children
      ) : keadaan === 'bukan-demo' ? (
        <Alert color="gray" title="Hanya dalam mode demo">
          Layar contoh hanya tersedia ketika server berjalan dalam mode demo.
        </Alert>
      ) : keadaan === 'gagal' ? (
        <Alert color="red" title="Contoh tidak dapat dimulai">
          Service worker contoh tidak dapat dipasang di peramban ini. {pesan}
        </Alert>
      ) : (
        <Group gap="xs" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">Menyiapkan data contoh…</Text>
        </Group>
      )}
    </Stack>
  );
}
