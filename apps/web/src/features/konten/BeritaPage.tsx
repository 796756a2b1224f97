import { Badge } from '@mantine/core';
import { getResource } from '@sigap/domain';
import type { ModuleScreenProps } from '../../lib/screens';
import ResourceListPage from '../../resource-ui/ResourceListPage';

const TAB = [
  { value: '', label: 'Semua' },
  { value: '0', label: 'Draft' },
  { value: '1', label: 'Published' },
] as const;

/** `news` (CNT-03): the generic list with Draft / Published tabs and the state as a badge. */
export default function BeritaPage({ module }: ModuleScreenProps) {
  return (
    <ResourceListPage
      module={module}
      resource={getResource('news')!}
      slots={{
        tabs: { field: 'is_published', items: TAB },
        cells: {
          is_published: (r) =>
            Number(r.is_published) === 1 ? (
              <Badge color="teal" variant="light">
                Published
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Draft
              </Badge>
            ),
        },
      }}
    />
  );
}
