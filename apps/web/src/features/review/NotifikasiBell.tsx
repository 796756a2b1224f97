import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Indicator, Menu, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { formatWaktu } from '../../lib/format';
import { reviewApi, reviewQueries, type Notifikasi } from './api';

/** The header bell: the caller's notices (decisions on sent innovations, with the reason) and their links. */
export default function NotifikasiBell() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery(reviewQueries.notifikasi());
  const rows = q.data?.data ?? [];
  const unread = q.data?.belum_dibaca ?? 0;

  async function open(n: Notifikasi) {
    if (!n.dibaca_at) {
      try {
        await reviewApi.baca(n.id);
      } catch {
        /* reading still works; the badge corrects itself on the next refresh */
      }
      void qc.invalidateQueries({ queryKey: ['notifikasi'] });
    }
    if (n.tautan && n.tautan.startsWith('/')) navigate(n.tautan);
  }

  return (
    <Menu position="bottom-end" width={340} withinPortal onOpen={() => void q.refetch()}>
      <Menu.Target>
        <Tooltip label="Notifikasi">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={unread ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi'} data-testid="notifikasi-bell">
            <Indicator disabled={!unread} label={unread > 9 ? '9+' : unread} size={16} offset={2} color="red">
              <IconBell size={20} />
            </Indicator>
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notifikasi</Menu.Label>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {q.isPending ? 'Mohon tunggu sebentar...' : 'Tidak ada notifikasi'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={380}>
            {rows.map((n) => (
              <Menu.Item key={n.id} onClick={() => void open(n)} data-unread={!n.dibaca_at || undefined} style={{ background: n.dibaca_at ? undefined : 'var(--mantine-color-blue-light)' }}>
                <Text size="sm" fw={n.dibaca_at ? 400 : 600} lineClamp={2}>
                  {n.judul}
                </Text>
                {n.isi && (
                  <Text size="xs" c="dimmed" lineClamp={3}>
                    {n.isi}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatWaktu(n.created_at)}
                </Text>
              </Menu.Item>
            ))}
          </ScrollArea.Autosize>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
