import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ModuleDef, ResourceDef } from '@sigap/domain';
import { userMessage } from '../lib/errors';
import { resourceQueries } from '../lib/resource-api';
import { paths } from '../lib/routes';
import { useUser } from '../lib/session';
import { ResourceForm } from './ResourceForm';

export interface ResourceFormPageProps {
  module: ModuleDef;
  resource: ResourceDef;
  mode: 'create' | 'update';
  id?: number;
}

/** Where to go back to: the list as the user left it (search, filters, page). */
export function useBackTo(slug: string): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(paths.module(slug)) ? from : paths.module(slug);
}

/** The generic form as a page: add, or edit one record. */
export default function ResourceFormPage({ module, resource, mode, id }: ResourceFormPageProps) {
  const user = useUser()!;
  const navigate = useNavigate();
  const back = useBackTo(module.slug);
  const record = useQuery({ ...resourceQueries(resource.name).one(id ?? 0), enabled: mode === 'update' && Boolean(id) });
  const title = mode === 'create' ? `Tambah ${resource.label}` : `Ubah ${resource.label}`;
  // a regional user's new records belong to their own region (the server enforces it too)
  const region = resource.scope?.region;
  const own = region === 'profil_id' ? user.profil_id : user.m_daerah_id;
  const defaults = region && own != null && user.daerah_ids !== null ? { [region]: own } : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} className="sigap-flip" />}>
          Kembali ke daftar
        </Button>
      </Group>
      <Card withBorder radius="md" padding="lg">
        {mode === 'update' && record.isPending ? (
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={120} />
          </Stack>
        ) : mode === 'update' && record.isError ? (
          <Alert color="red" title="Data tidak dapat dimuat">
            <Text size="sm">{userMessage(record.error)}</Text>
          </Alert>
        ) : (
          <ResourceForm
            key={record.data?.id ?? 'baru'}
            resource={resource}
            role={user.role}
            mode={mode}
            record={record.data ?? null}
            defaults={defaults}
            onSaved={() => navigate(back)}
            onCancel={() => navigate(back)}
          />
        )}
      </Card>
    </Stack>
  );
}
