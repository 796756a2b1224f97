import { Link } from 'react-router';
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconMapPin, IconUserCircle } from '@tabler/icons-react';
import { MODULES } from '@sigap/domain';
import { useUser } from '../../lib/session';

/**
 * Dashboard summary for now: who is signed in, their role and region, and
 * the first screens of their menu. The statistics come with the dashboard issue.
 */
export default function SummaryPage() {
  const user = useUser();
  if (!user) return null;
  // screens that work today (the generic CRUD screens) first
  const shortcuts = MODULES.filter((m) => !m.hidden && m.crud && user.modules?.includes(m.slug)).slice(0, 6);
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" className="sigap-welcome">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="indigo">
            <IconUserCircle size={30} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h3">
              Selamat datang, {user.nama_lengkap}
            </Title>
            <Group gap="xs" mt={6}>
              <Badge variant="light" color="indigo" data-testid="welcome-role">
                {user.role_label ?? user.role}
              </Badge>
              {user.daerah && (
                <Badge variant="light" color="teal" leftSection={<IconMapPin size={12} />} data-testid="welcome-region">
                  {user.daerah.nama}
                </Badge>
              )}
            </Group>
            <Text c="dimmed" size="sm" mt="sm">
              Ringkasan statistik inovasi daerah akan tampil di halaman ini. Gunakan menu untuk membuka modul Anda.
            </Text>
          </div>
        </Group>
      </Card>
      {shortcuts.length > 0 && (
        <div>
          <Text fw={600} mb="xs">
            Modul yang dapat digunakan
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {shortcuts.map((m) => (
              <UnstyledButton key={m.slug} component={Link} to={`/dashboard/${m.slug}`} className="sigap-shortcut">
                <Text fw={600} size="sm">
                  {m.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {m.section}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </div>
      )}
    </Stack>
  );
}
