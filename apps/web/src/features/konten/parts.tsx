import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { userMessage } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize';

/** Rich text stored by editors (cleaned on write), cleaned again before it is shown. */
export function IsiKaya({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  return <Box className="sigap-isi-kaya" fz="sm" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** Search text and page kept in the address bar (`q`, `page` from 1), the search debounced. */
export function useCariHalaman() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const [teks, setTeks] = useState(q);
  const [tunda] = useDebouncedValue(teks, 300);
  useEffect(() => {
    if (tunda.trim() === q) return;
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (tunda.trim()) n.set('q', tunda.trim());
        else n.delete('q');
        n.delete('page');
        return n;
      },
      { replace: true },
    );
  }, [tunda]); // only the typed text starts a new search (the address may change by itself)
  const setPage = (p: number) =>
    setParams((cur) => {
      const n = new URLSearchParams(cur);
      if (p > 0) n.set('page', String(p + 1));
      else n.delete('page');
      return n;
    });
  return { q, page, teks, setTeks, setPage };
}

export function KotakCari({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={420}
      w="100%"
    />
  );
}

/** Loading, failure and empty states of a content list. */
export function KeadaanDaftar({ pending, error, kosong, children }: { pending: boolean; error: unknown; kosong: string; children: ReactNode }) {
  if (pending)
    return (
      <Stack>
        <Skeleton h={72} />
        <Skeleton h={72} />
        <Skeleton h={72} />
      </Stack>
    );
  if (error)
    return (
      <Alert color="red" title="Data tidak dapat dimuat">
        {userMessage(error)}
      </Alert>
    );
  if (!children || (Array.isArray(children) && !children.length))
    return (
      <Card withBorder padding="lg" radius="md">
        <Text c="dimmed" ta="center">
          {kosong}
        </Text>
      </Card>
    );
  return <Stack gap="sm">{children}</Stack>;
}

export function BarisJudul({ judul, kanan }: { judul: ReactNode; kanan?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Text fw={600}>{judul}</Text>
      {kanan}
    </Group>
  );
}
