import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_SIZES } from './list-state';
import { pageCount, pageWindow, rowRange } from './pagination';

/** Previous, a window of 5 pages, next (PLT-06). Pages count from 0. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  if (pages <= 0) return <nav aria-label="Halaman" />;
  return (
    <Group gap={4} component="nav" aria-label="Halaman" wrap="nowrap">
      <ActionIcon variant="default" size="lg" disabled={page <= 0} onClick={() => onPage(page - 1)} aria-label="Halaman sebelumnya">
        <IconChevronLeft size={16} className="sigap-flip" />
      </ActionIcon>
      {pageWindow(page, pages).map((p) => (
        <Button
          key={p}
          size="compact-md"
          h={34}
          miw={34}
          px={8}
          variant={p === page ? 'filled' : 'default'}
          onClick={() => onPage(p)}
          aria-label={`Halaman ${p + 1}`}
          aria-current={p === page ? 'page' : undefined}
        >
          {p + 1}
        </Button>
      ))}
      <ActionIcon variant="default" size="lg" disabled={page >= pages - 1} onClick={() => onPage(page + 1)} aria-label="Halaman berikutnya">
        <IconChevronRight size={16} className="sigap-flip" />
      </ActionIcon>
    </Group>
  );
}

/** Under a list: page size (10/20/50/100), "1-20 dari 35 data", and the pager. */
export function ListFooter({ page, size, total, onPage, onSize }: { page: number; size: number; total: number; onPage: (p: number) => void; onSize: (s: number) => void }) {
  const { from, to } = rowRange(page, size, total);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label="Jumlah per halaman"
          data={PAGE_SIZES.map((s) => ({ value: String(s), label: `${s} / halaman` }))}
          value={String(size)}
          onChange={(v) => v && onSize(Number(v))}
          allowDeselect={false}
          w={140}
        />
        <Text size="sm" c="dimmed" data-testid="list-range">
          {total > 0 ? `${from}-${to} dari ${total} data` : '0 data'}
        </Text>
      </Group>
      <Pager page={page} pages={pageCount(total, size)} onPage={onPage} />
    </Group>
  );
}
