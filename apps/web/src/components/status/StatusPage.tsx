import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** A plain message page (not available, no access, not found). */
export function StatusPage({ icon, color, title, heading, children, action }: { icon: ReactNode; color: string; title: string; heading?: string; children: ReactNode; action?: { to: string; label: string } }) {
  return (
    <Center py="xl">
      <Card withBorder radius="md" padding="xl" maw={560} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          {heading && (
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {heading}
            </Text>
          )}
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{children}</Text>
          {action && (
            <Button component={Link} to={action.to} variant="light" mt="xs">
              {action.label}
            </Button>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
