import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Button, Divider, Group, Indicator, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconTrash } from '@tabler/icons-react';
import { formatWaktu } from '../lib/format';
import { kirimUlangKotakKeluar, kotakKeluarAkun, mulaiKotakKeluar, saatTerkirim, useKotakKeluar } from '../lib/kotak-keluar';
import { notifyError, notifySuccess } from '../lib/notify';

/**
 * The app bar's outbox (decision 107): how many saves wait for the connection, their labels, "Kirim sekarang", and
 * the saves the server refused with its reason, which stay until the user discards them ("Buang"). Hidden while
 * nothing waits. It also runs the replays of the signed-in frame (start, `online`, every 30 s).
 */
export function KotakKeluar() {
  const qc = useQueryClient();
  const { antrian, ditolak } = useKotakKeluar();
  const [mengirim, setMengirim] = useState(false);
  const [terbuka, setTerbuka] = useState(false);

  useEffect(() => mulaiKotakKeluar(), []);
  useEffect(
    () =>
      saatTerkirim((h) => {
        // the screens show what the server has now (a form's drafts equal to it are dropped)
        void qc.invalidateQueries();
        if (h.terkirim) notifySuccess(`${h.terkirim} perubahan dari perangkat ini terkirim ke server.`);
        if (h.ditolak) notifyError(`${h.ditolak} perubahan ditolak server. Buka kotak keluar untuk melihat alasannya.`, 'Perubahan ditolak');
      }),
    [qc],
  );

  if (!antrian.length && !ditolak.length) return null;

  async function kirimSekarang() {
    setMengirim(true);
    try {
      const h = await kirimUlangKotakKeluar();
      if (h?.berhenti) notifyError('Server belum dapat dihubungi. Perubahan tetap tersimpan di perangkat ini.', 'Belum terkirim');
    } finally {
      setMengirim(false);
    }
  }

  const judul = antrian.length ? `${antrian.length} perubahan menunggu koneksi` : `${ditolak.length} perubahan ditolak server`;
  return (
    <Popover position="bottom-end" width={340} withinPortal shadow="md" opened={terbuka} onChange={setTerbuka}>
      <Popover.Target>
        <Tooltip label={judul} disabled={terbuka}>
          <ActionIcon variant="subtle" color={ditolak.length ? 'red' : 'orange'} size="lg" aria-label={judul} aria-expanded={terbuka} data-testid="kotak-keluar" onClick={() => setTerbuka((o) => !o)}>
            <Indicator label={antrian.length + ditolak.length} size={16} offset={2} color={ditolak.length ? 'red' : 'orange'}>
              <IconCloudUpload size={20} />
            </Indicator>
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="kotak-keluar-isi">
        <Stack gap="xs">
          {antrian.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {antrian.length} perubahan menunggu koneksi
              </Text>
              <ScrollArea.Autosize mah={220}>
                <Stack gap={6}>
                  {antrian.map((e) => (
                    <div key={e.id}>
                      <Text size="sm" lineClamp={2}>
                        {e.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatWaktu(e.created_at)}
                        {e.tries ? ` · ${e.tries} kali dicoba` : ''}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              <Button size="xs" leftSection={<IconCloudUpload size={14} />} loading={mengirim} onClick={() => void kirimSekarang()}>
                Kirim sekarang
              </Button>
            </>
          )}
          {antrian.length > 0 && ditolak.length > 0 && <Divider />}
          {ditolak.length > 0 && (
            <>
              <Text size="sm" fw={600} c="red">
                {ditolak.length} perubahan ditolak server
              </Text>
              <ScrollArea.Autosize mah={260}>
                <Stack gap="xs">
                  {ditolak.map((d) => (
                    <Group key={d.id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs" data-testid="kotak-keluar-ditolak">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" lineClamp={2}>
                          {d.label}
                        </Text>
                        <Text size="xs" c="red">
                          {d.pesan}
                        </Text>
                        {Object.values(d.errors ?? {})
                          .slice(0, 3)
                          .map((m, i) => (
                            <Text key={i} size="xs" c="dimmed">
                              {m}
                            </Text>
                          ))}
                      </div>
                      <Button size="compact-xs" variant="light" color="red" leftSection={<IconTrash size={12} />} onClick={() => kotakKeluarAkun()?.buang(d.id)}>
                        Buang
                      </Button>
                    </Group>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
