import { Fragment, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useIsMobile } from '../lib/media';
import { Lencana } from './Lencana';

/** A further column of a ranking: a table column on a wide screen, a "judul: nilai" line in the row's card on a phone. */
export interface KolomPeringkat<R> {
  kunci: string;
  judul: ReactNode;
  /** The label in the phone card when `judul` is not plain text. */
  judulTeks?: string;
  isi: (r: R) => ReactNode;
  ta?: 'left' | 'right';
  w?: number;
}

export interface TabelPeringkatProps<R> {
  rows: readonly R[];
  kunciBaris: (r: R) => string | number;
  /** The table's (and the phone list's) accessible name. */
  ariaLabel: string;
  testidBaris?: (r: R) => string;
  peringkat: (r: R) => ReactNode;
  namaJudul?: string;
  nama: (r: R) => string;
  /** The name cell when it is more than the text (a link). */
  namaIsi?: (r: R) => ReactNode;
  kolom?: readonly KolomPeringkat<R>[];
  skorJudul: ReactNode;
  skor: (r: R) => ReactNode;
  /** Predikat badge (a `Lencana`). */
  predikat?: (r: R) => ReactNode;
  /** The IGA flag: a column with the IGA badge. */
  iga?: (r: R) => boolean;
  /** Row actions (Ubah Status IGA); the column is there when any row has one. */
  aksi?: (r: R) => ReactNode;
  /** An expandable detail of the row. */
  rincian?: (r: R) => ReactNode;
  kosong?: string;
  sibuk?: boolean;
  /** Minimum table width on a wide screen before it scrolls. */
  minWidth?: number;
}

export function IgaBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Lencana color="grape" variant="filled" size={size} data-testid="iga-badge" style={{ flexShrink: 0 }}>
      IGA
    </Lencana>
  );
}

/**
 * One ranking table for the index, the recap and the award pages (issue 19 item 7). On a wide screen a table; on a
 * phone (below 768 px, the app's mobile breakpoint) one card per row where rank, name, score, predikat, the IGA flag
 * and the row's actions are all on screen without scrolling sideways, the further columns as labelled lines.
 */
export function TabelPeringkat<R>(p: TabelPeringkatProps<R>) {
  const narrow = useIsMobile();
  const [buka, setBuka] = useState<string | number | null>(null);
  const aksiAda = Boolean(p.aksi && p.rows.some((r) => p.aksi!(r)));
  const kolom = p.kolom ?? [];
  const toggle = (k: string | number) => setBuka(buka === k ? null : k);

  if (narrow) {
    return (
      <Stack gap="xs" role="list" aria-label={p.ariaLabel} aria-busy={p.sibuk} data-testid="peringkat-kartu">
        {p.rows.length === 0 && (
          <Text ta="center" c="dimmed" py="md">
            {p.kosong ?? 'Tidak ada data'}
          </Text>
        )}
        {p.rows.map((r) => {
          const k = p.kunciBaris(r);
          const aksi = p.aksi?.(r);
          return (
            <Paper key={k} withBorder radius="md" p="xs" role="listitem" data-testid={p.testidBaris?.(r)}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Group gap={6} align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={700} size="sm" miw={24}>
                    #{p.peringkat(r)}
                  </Text>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {p.namaIsi ? p.namaIsi(r) : p.nama(r)}
                  </Text>
                </Group>
                <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">
                    {p.skorJudul}
                  </Text>
                  <Text fw={700} ff="monospace">
                    {p.skor(r)}
                  </Text>
                </Stack>
              </Group>
              {(p.predikat || p.iga?.(r)) && (
                <Group gap={4} mt={4} wrap="wrap">
                  {p.predikat?.(r)}
                  {p.iga?.(r) && <IgaBadge />}
                </Group>
              )}
              {kolom.map((c) => (
                <Text key={c.kunci} size="xs" c="dimmed" mt={2}>
                  {c.judulTeks ?? c.judul}: <Text span size="xs" c="var(--mantine-color-text)">{c.isi(r)}</Text>
                </Text>
              ))}
              {(aksi || p.rincian) && (
                <Group gap="xs" mt={6} wrap="wrap">
                  {aksi}
                  {p.rincian && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={buka === k ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                      onClick={() => toggle(k)}
                      aria-expanded={buka === k}
                      aria-label={`Rincian skor ${p.nama(r)}`}
                    >
                      Rincian
                    </Button>
                  )}
                </Group>
              )}
              {p.rincian && buka === k && <div style={{ marginTop: 8 }}>{p.rincian(r)}</div>}
            </Paper>
          );
        })}
      </Stack>
    );
  }

  const cols = (p.rincian ? 1 : 0) + 3 + kolom.length + (p.predikat ? 1 : 0) + (p.iga ? 1 : 0) + (aksiAda ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={p.minWidth ?? 720}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={p.ariaLabel} aria-busy={p.sibuk}>
        <Table.Thead>
          <Table.Tr>
            {p.rincian && (
              <Table.Th w={36}>
                <VisuallyHidden>Rincian</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th w={80}>Peringkat</Table.Th>
            <Table.Th>{p.namaJudul ?? 'Nama Daerah'}</Table.Th>
            {kolom.map((c) => (
              <Table.Th key={c.kunci} ta={c.ta} w={c.w}>
                {c.judul}
              </Table.Th>
            ))}
            <Table.Th ta="right">{p.skorJudul}</Table.Th>
            {p.predikat && <Table.Th>Predikat</Table.Th>}
            {p.iga && <Table.Th>IGA</Table.Th>}
            {aksiAda && <Table.Th>Aksi</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={cols}>
                <Text ta="center" c="dimmed" py="md">
                  {p.kosong ?? 'Tidak ada data'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {p.rows.map((r) => {
            const k = p.kunciBaris(r);
            return (
              <Fragment key={k}>
                <Table.Tr data-testid={p.testidBaris?.(r)}>
                  {p.rincian && (
                    <Table.Td>
                      <ActionIcon variant="subtle" onClick={() => toggle(k)} aria-expanded={buka === k} aria-label={`Rincian skor ${p.nama(r)}`}>
                        {buka === k ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Table.Td>
                  )}
                  <Table.Td fw={600}>{p.peringkat(r)}</Table.Td>
                  <Table.Td>{p.namaIsi ? p.namaIsi(r) : p.nama(r)}</Table.Td>
                  {kolom.map((c) => (
                    <Table.Td key={c.kunci} ta={c.ta}>
                      {c.isi(r)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {p.skor(r)}
                  </Table.Td>
                  {p.predikat && <Table.Td miw={110}>{p.predikat(r)}</Table.Td>}
                  {p.iga && (
                    <Table.Td>
                      {p.iga(r) ? (
                        <IgaBadge size="md" />
                      ) : (
                        <Text size="xs" c="dimmed">
                          –
                        </Text>
                      )}
                    </Table.Td>
                  )}
                  {aksiAda && <Table.Td>{p.aksi!(r)}</Table.Td>}
                </Table.Tr>
                {p.rincian && buka === k && (
                  <Table.Tr>
                    <Table.Td colSpan={cols} bg="var(--mantine-color-gray-0)">
                      {p.rincian(r)}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
