import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Card, Group, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconFileSpreadsheet } from '@tabler/icons-react';
import { notifyError } from '../../lib/notify';
import { DIMENSI_LAPORAN, A_LAPORAN, type Dimensi } from '@sigap/domain';
import type { ModuleScreenProps } from '../../lib/screens';
import { laporanApi, unduh } from './api';
import { angka, angkaParam, Muat, PropinsiSelect, TahunSelect } from './ui';

/** The server's whitelist of dimensions (the contract refuses anything else with 422). */
const DIMENSI = (Object.entries(DIMENSI_LAPORAN) as [Dimensi, string][]).map(([value, label]) => ({ value, label }));
const valid = (v: string | null, d: Dimensi): Dimensi => DIMENSI.find((x) => x.value === v)?.value ?? d;

/** analisis (IDX-06): innovations counted by any two dimensions, with totals and an Excel export. */
export default function AnalisisPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const baris = valid(params.get('baris'), 'propinsi');
  let kolom = valid(params.get('kolom'), 'tahapan');
  if (kolom === baris) kolom = baris === 'tahapan' ? 'tahun' : 'tahapan';
  const tahun = angkaParam(params, 'tahun');
  const propinsi = angkaParam(params, 'propinsi_id');
  const [mengunduh, setMengunduh] = useState(false);
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === null) next.delete(k);
    else next.set(k, v);
    setParams(next, { replace: true });
  };
  const query = { baris, kolom, tahun, propinsi_id: propinsi };
  const q = useQuery({ queryKey: ['analisis', query], queryFn: ({ signal }) => laporanApi.analisis(query, signal), placeholderData: keepPreviousData });
  const t = q.data?.data;
  const maks = t ? Math.max(1, ...t.sel.flat()) : 1;
  const excel = async () => {
    setMengunduh(true);
    try {
      await unduh(A_LAPORAN.analisisExcel, query, `analisis-${baris}-${kolom}.xlsx`);
    } catch (e) {
      notifyError(e, 'Excel gagal diunduh');
    } finally {
      setMengunduh(false);
    }
  };
  const label = (v: string) => DIMENSI.find((d) => d.value === v)?.label ?? v;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Text size="sm" c="dimmed">
          Tabulasi silang jumlah inovasi menurut dua dimensi. Inovasi dengan beberapa urusan dihitung pada setiap urusannya.
        </Text>
      </div>
      <Card withBorder radius="md" padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select label="Baris" data={DIMENSI} value={baris} onChange={(v) => v && set({ baris: v, kolom: v === kolom ? baris : kolom })} allowDeselect={false} w={190} size="sm" />
          <Tooltip label="Tukar baris dan kolom">
            <ActionIcon variant="light" size="lg" aria-label="Tukar baris dan kolom" onClick={() => set({ baris: kolom, kolom: baris })} mb={1}>
              <IconArrowsExchange size={18} />
            </ActionIcon>
          </Tooltip>
          <Select label="Kolom" data={DIMENSI.filter((d) => d.value !== baris)} value={kolom} onChange={(v) => v && set({ kolom: v })} allowDeselect={false} w={190} size="sm" />
          <TahunSelect value={tahun} onChange={(v) => set({ tahun: v ? String(v) : null })} label="Tahun inovasi" />
          <PropinsiSelect value={propinsi} onChange={(v) => set({ propinsi_id: v ? String(v) : null })} />
          <Button leftSection={<IconFileSpreadsheet size={16} />} variant="filled" color="teal.9" onClick={() => void excel()} loading={mengunduh} disabled={!t}>
            Unduh Excel
          </Button>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="sm">
        <Muat q={q} kosong={!t || t.baris.length === 0}>
          {t && (
            <Stack gap="xs">
              <Text size="sm">
                {label(baris)} × {label(kolom)}: <b>{angka(t.total)}</b> inovasi.
              </Text>
              <Table.ScrollContainer minWidth={Math.max(480, 200 + t.kolom.length * 90)} maxHeight={640}>
                <Table striped={false} withColumnBorders verticalSpacing={4} fz="sm" stickyHeader aria-label={`Tabulasi ${label(baris)} menurut ${label(kolom)}`} data-testid="tabel-analisis">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 2 }}>
                        {label(baris)} \ {label(kolom)}
                      </Table.Th>
                      {t.kolom.map((k) => (
                        <Table.Th key={k.kunci} ta="right">
                          {k.label}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">Jumlah</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {t.baris.map((b, i) => (
                      <Table.Tr key={b.kunci}>
                        <Table.Th scope="row" fw={500} style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}>
                          {b.label}
                        </Table.Th>
                        {t.sel[i]!.map((n, c) => (
                          <Table.Td key={t.kolom[c]!.kunci} ta="right" style={{ background: n ? `rgba(76, 110, 245, ${(0.08 + (0.5 * n) / maks).toFixed(3)})` : undefined }}>
                            {n ? angka(n) : <Text span c="dimmed" size="xs">0</Text>}
                          </Table.Td>
                        ))}
                        <Table.Td ta="right" fw={600}>
                          {angka(t.total_baris[i])}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)' }}>Jumlah</Table.Th>
                      {t.total_kolom.map((n, c) => (
                        <Table.Th key={t.kolom[c]!.kunci} ta="right">
                          {angka(n)}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">{angka(t.total_kolom.reduce((s, x) => s + x, 0))}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          )}
        </Muat>
      </Card>
    </Stack>
  );
}
