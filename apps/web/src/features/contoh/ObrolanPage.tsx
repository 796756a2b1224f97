import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, Card, Grid, Group, Indicator, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { formatWaktu } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { kunciContoh, useContoh, useKirimContoh } from './api';
import type { IsiObrolan, Kontak, KoleksiObrolan, ObrolanTerakhir, RuangObrolan } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

/** The signed-in person of the chat sample. */
const SAYA = 'saya';
const TERAKHIR = '/api/chat/contacts/recent';

function Percakapan({ kontakId }: { kontakId: string }) {
  const qc = useQueryClient();
  const kontak = useContoh<Kontak | null>('/api/chat/contacts', { contactId: kontakId });
  // opening a contact opens its room: the handler creates one when there is none yet
  const ruang = useContoh<RuangObrolan>('/api/chat/chat-room', { currentUser: SAYA, contactId: kontakId });
  const chatId = ruang.data?.chatId ?? '';
  const obrolan = useContoh<KoleksiObrolan | null>('/api/chat', { chatId }, Boolean(chatId));
  const kirim = useKirimContoh<IsiObrolan & { chatId: string }, KoleksiObrolan | null>('/api/chat/add', { hasil: ['/api/chat', { chatId }], segarkan: [TERAKHIR] });
  const [teks, setTeks] = useState('');
  const [galat, setGalat] = useState('');

  useEffect(() => {
    if (ruang.data) qc.setQueryData(kunciContoh(TERAKHIR, { currentUser: SAYA }), ruang.data.recentListUpdated);
  }, [ruang.data, qc]);

  const pesan = obrolan.data?.chats ?? ruang.data?.messageList ?? [];
  const kirimPesan = () => {
    if (!teks.trim()) return setGalat('Tulis pesan dulu.');
    setGalat('');
    kirim.mutate({ chatId, contactId: SAYA, text: teks.trim(), time: new Date().toISOString() }, { onSuccess: () => setTeks('') });
  };

  return (
    <Card withBorder>
      <Stack>
        <Group>
          <Avatar src={kontak.data?.avatar} alt="" />
          <div>
            <Text fw={600}>{kontak.data?.name}</Text>
            <Text size="xs" c="dimmed">
              {kontak.data?.status === 'online' ? 'Daring' : 'Luring'} · {kontak.data?.mood}
            </Text>
          </div>
        </Group>
        <ScrollArea h={300} type="auto">
          <Stack gap={6} aria-label="Pesan" aria-live="polite">
            {pesan.length === 0 && <Text c="dimmed">Belum ada pesan. Ruang obrolan baru dibuat.</Text>}
            {pesan.map((p, i) => (
              <Group key={i} justify={p.contactId === SAYA ? 'flex-end' : 'flex-start'}>
                <Card p="xs" radius="md" bg={p.contactId === SAYA ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)'} maw="75%">
                  <Text size="sm">{p.text}</Text>
                  <Text size="xs" c="dimmed">
                    {formatWaktu(p.time)}
                  </Text>
                </Card>
              </Group>
            ))}
          </Stack>
        </ScrollArea>
        <Group align="flex-start">
          <TextInput
            aria-label="Pesan baru"
            placeholder="Tulis pesan…"
            value={teks}
            onChange={(e) => setTeks(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && kirimPesan()}
            error={galat}
            style={{ flex: 1 }}
          />
          <Button onClick={kirimPesan} loading={kirim.isPending} disabled={!chatId}>
            Kirim
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Isi() {
  const terakhir = useContoh<ObrolanTerakhir[]>(TERAKHIR, { currentUser: SAYA });
  const semua = useContoh<Kontak[]>('/api/chat/contacts/all', { currentUser: SAYA });
  const [kontakId, setKontakId] = useState<string | null>(null);
  const orang = (k: Kontak, extra?: string) => (
    <NavLink
      key={k.id}
      active={k.id === kontakId}
      onClick={() => setKontakId(k.id)}
      label={k.name}
      description={extra ?? k.mood}
      leftSection={
        <Indicator color={k.status === 'online' ? 'teal' : 'gray'} offset={4} position="bottom-end" size={9} withBorder>
          <Avatar src={k.avatar} alt="" size="sm" />
        </Indicator>
      }
      rightSection={'unread' in k && (k as ObrolanTerakhir).unread > 0 ? <Badge size="xs">{(k as ObrolanTerakhir).unread}</Badge> : undefined}
    />
  );
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder p="xs">
          <Text size="sm" fw={600} px="xs">
            Obrolan terakhir
          </Text>
          {(terakhir.data ?? []).map((k) => orang(k, `Terakhir ${formatWaktu(k.lastChatTime)}`))}
          <Text size="sm" fw={600} px="xs" mt="sm">
            Semua kontak
          </Text>
          {(semua.data ?? []).map((k) => orang(k))}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{kontakId ? <Percakapan key={kontakId} kontakId={kontakId} /> : <Text c="dimmed">Pilih kontak untuk mulai mengobrol.</Text>}</Grid.Col>
    </Grid>
  );
}

/** Chat: recent conversations and contacts (online/offline), the room of a contact (created when missing), sending. */
export default function ObrolanPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Obrolan dengan kontak daring dan luring.">
      <Isi />
    </KerangkaContoh>
  );
}
