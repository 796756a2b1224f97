import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { can, isFieldVisible, type ModuleDef, type ResourceDef } from '@sigap/domain';
import { GagalMuat } from '../components/status/GagalMuat';
import { formatWaktu } from '../lib/format';
import { resourceQueries } from '../lib/resource-api';
import { paths } from '../lib/routes';
import { useUser } from '../lib/session';
import { fieldCells } from './fields/cells';
import { useBackTo } from './ResourceFormPage';

/** Read-only view of one record, every visible field through the registry. */
export default function ResourceViewPage({ module, resource, id }: { module: ModuleDef; resource: ResourceDef; id: number }) {
  const user = useUser()!;
  const back = useBackTo(module.slug);
  const record = useQuery(resourceQueries(resource.name).one(id));
  const row = record.data;
  const fields = Object.entries(resource.fields).filter(([, d]) => !d.hidden && !d.secret && (!row || isFieldVisible(d, user.role, row)));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Detail {resource.label}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} className="sigap-flip" />}>
            Kembali ke daftar
          </Button>
          {row && can(user.role, 'update', resource.name) && (
            <Button component={Link} to={paths.edit(module.slug, id)} state={{ from: back }} leftSection={<IconPencil size={16} />}>
              Ubah
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder radius="md" padding="lg">
        {record.isPending ? (
          <Stack>
            <Skeleton h={24} />
            <Skeleton h={24} />
            <Skeleton h={80} />
          </Stack>
        ) : record.isError || !row ? (
          <GagalMuat error={record.error} />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
            {fields.map(([name, def]) => {
              const ui = fieldCells[def.kind];
              const View = 'View' in ui && ui.View ? ui.View : ui.Cell;
              const wide = 'wide' in ui && ui.wide;
              return (
                <div key={name} style={wide ? { gridColumn: '1 / -1' } : undefined}>
                  <Text size="sm" fw={600} c="dimmed">
                    {def.label}
                  </Text>
                  <div style={{ marginTop: 2, overflowWrap: 'anywhere' }}>
                    <View name={name} def={def} value={row[name]} row={row} />
                  </div>
                </div>
              );
            })}
            {resource.timestamps && (
              <div>
                <Text size="sm" fw={600} c="dimmed">
                  Diperbarui
                </Text>
                <Text>{formatWaktu(row.updated_at ?? row.created_at) || '-'}</Text>
              </div>
            )}
          </SimpleGrid>
        )}
      </Card>
    </Stack>
  );
}
