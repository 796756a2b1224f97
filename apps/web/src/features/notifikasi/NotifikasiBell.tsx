import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Group, Indicator, Menu, ScrollArea, Text } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { tip } from '../../components/TooltipBersama';
import { formatWaktu } from '../../lib/format';
import { notifikasiQueries } from './api';
import { IkonJenis } from './ikon';
import { useNotifikasi } from './useNotifikasi';

/**
 * The header bell (decision 109): the newest notices with their kind's icon, the unread count, "Tandai semua
 * dibaca", and "Lihat semua" to the notification screen. Opening a notice marks it read and follows its link.
 */
export default function NotifikasiBell() {
  const q = useQuery(notifikasiQueries.bel());
  const { buka, bacaSemua } = useNotifikasi();
  const rows = q.data?.data ?? [];
  const unread = q.data?.belum_dibaca ?? 0;

  return (
    <Menu position="bottom-end" width={360} withinPortal onOpen={() => void q.refetch()} closeOnItemClick>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={unread ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi'} data-testid="notifikasi-bell" {...tip('Notifikasi')}>
          <Indicator disabled={!unread} label={unread > 9 ? '9+' : unread} size={16} offset={2} color="red" data-testid="notifikasi-jumlah">
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown maw="calc(100vw - 16px)">
        <Group justify="space-between" px="sm" py={6} wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate>
            Notifikasi{unread ? ` (${unread})` : ''}
          </Text>
          <Button size="compact-xs" variant="subtle" leftSection={<IconChecks size={14} />} disabled={!unread} loading={bacaSemua.isPending} onClick={() => bacaSemua.mutate(undefined)} style={{ flexShrink: 0 }}>
            Tandai semua dibaca
          </Button>
        </Group>
        <Menu.Divider />
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {q.isPending ? 'Mohon tunggu sebentar...' : 'Tidak ada notifikasi'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={380}>
            {rows.map((n) => (
              <Menu.Item
                key={n.id}
                onClick={() => void buka(n)}
                data-unread={!n.dibaca_at || undefined}
                leftSection={<IkonJenis jenis={n.jenis} size="md" />}
                style={{ background: n.dibaca_at ? undefined : 'var(--mantine-color-blue-light)', alignItems: 'flex-start' }}
              >
                <Text size="sm" fw={n.dibaca_at ? 400 : 600} lineClamp={2}>
                  {n.judul}
                </Text>
                {n.isi && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
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
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard/notifikasi" ta="center" c="blue">
          Lihat semua
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
