import { useEffect, type ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';

/** Frame of the sign-in screens: brand and a card. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · SIGAP Inovasi`;
  }, [title]);
  return (
    <Box className="sigap-auth">
      <Stack gap="lg" w="100%" maw={420} mx="auto" px="md" py={48}>
        <Group gap="sm" justify="center" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="white" color="indigo">
            <IconBulb size={26} />
          </ThemeIcon>
          <div>
            <Text fw={800} size="xl" c="white" lh={1.1}>
              SIGAP Inovasi
            </Text>
            <Text size="xs" c="rgba(255,255,255,0.85)">
              Registri dan Indeks Inovasi Daerah
            </Text>
          </div>
        </Group>
        <Paper radius="md" p="xl" shadow="md" withBorder>
          <Title order={1} size="h3" mb={4}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed" mb="lg">
              {subtitle}
            </Text>
          )}
          {children}
        </Paper>
        <Text size="xs" ta="center" c="rgba(255,255,255,0.8)">
          Kementerian Dalam Negeri · Badan Strategi Kebijakan Dalam Negeri
        </Text>
      </Stack>
    </Box>
  );
}
