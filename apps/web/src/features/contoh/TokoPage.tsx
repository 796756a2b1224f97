import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Chip, Grid, Group, Image, NumberInput, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ModuleScreenProps } from '../../lib/screens';
import { rupiah, useContoh, useKirimContoh } from './api';
import type { BarisKeranjang, Hitungan, HitunganRating, Produk } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

/** The shopper of the sample. */
const UID = 'saya';
const KERANJANG = ['/api/ecommerce/get-cart-list', { uid: UID }] as const;

function Keranjang() {
  const isi = useContoh<BarisKeranjang[]>(...KERANJANG);
  const ubah = useKirimContoh<{ uid: string; productId: string; amount: number }, BarisKeranjang[]>('/api/ecommerce/update-cart-amount', { hasil: KERANJANG });
  const hapus = useKirimContoh<{ uid: string; productId: string }, BarisKeranjang[]>('/api/ecommerce/delete-from-cart', { hasil: KERANJANG });
  const rows = isi.data ?? [];
  return (
    <Card withBorder aria-label="Keranjang" component="section">
      <Text fw={600} mb="xs">
        Keranjang ({rows.reduce((s, r) => s + r.amount, 0)} barang)
      </Text>
      <Stack gap="xs">
        {rows.map((r) => (
          <Group key={r.id} wrap="nowrap" gap="xs" data-keranjang={r.title}>
            <Text size="sm" style={{ flex: 1 }}>
              {r.title}
            </Text>
            <NumberInput
              aria-label={`Jumlah ${r.title}`}
              value={r.amount}
              min={1}
              max={999}
              allowDecimal={false}
              w={80}
              size="xs"
              onChange={(v) => typeof v === 'number' && v >= 1 && v <= 999 && v !== r.amount && ubah.mutate({ uid: UID, productId: r.id, amount: v })}
            />
            <ActionIcon variant="subtle" color="red" aria-label={`Keluarkan ${r.title}`} onClick={() => hapus.mutate({ uid: UID, productId: r.id })}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {rows.length === 0 && <Text c="dimmed">Keranjang kosong.</Text>}
        <Text size="sm" ta="right">
          Total <b>{rupiah(rows.reduce((s, r) => s + r.amount * r.price, 0))}</b>
        </Text>
      </Stack>
    </Card>
  );
}

function Isi() {
  const produk = useContoh<Produk[]>('/api/ecommerce/get-product-list');
  const kategori = useContoh<Hitungan[]>('/api/ecommerce/get-category-list');
  const merek = useContoh<Hitungan[]>('/api/ecommerce/get-brand-list');
  const rating = useContoh<HitunganRating[]>('/api/ecommerce/get-rating-list');
  const tambah = useKirimContoh<{ uid: string; productId: string }, BarisKeranjang[]>('/api/ecommerce/add-to-cart', { hasil: KERANJANG });
  const [pilihKategori, setPilihKategori] = useState<string[]>([]);
  const [pilihMerek, setPilihMerek] = useState<string[]>([]);
  const [minRating, setMinRating] = useState<string>('');
  const rows = (produk.data ?? []).filter(
    (p) => (!pilihKategori.length || pilihKategori.includes(p.category)) && (!pilihMerek.length || pilihMerek.includes(p.brand)) && (!minRating || Math.round(p.rating) === Number(minRating)),
  );
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <Chip.Group multiple value={pilihKategori} onChange={setPilihKategori}>
            <Group gap={6} aria-label="Kategori">
              {(kategori.data ?? []).map((k) => (
                <Chip key={k.title} value={k.title} size="xs">
                  {k.title} ({k.amount})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Chip.Group multiple value={pilihMerek} onChange={setPilihMerek}>
            <Group gap={6} aria-label="Merek">
              {(merek.data ?? []).map((k) => (
                <Chip key={k.title} value={k.title} size="xs" color="grape">
                  {k.title} ({k.amount})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Chip.Group value={minRating} onChange={(v) => setMinRating(v === minRating ? '' : v)}>
            <Group gap={6} aria-label="Rating">
              {(rating.data ?? [])
                .filter((r) => r.amount > 0)
                .map((r) => (
                  <Chip key={r.rate} value={String(r.rate)} size="xs" color="yellow">
                    {r.rate} bintang ({r.amount})
                  </Chip>
                ))}
            </Group>
          </Chip.Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {rows.map((p) => (
              <Card key={p.id} withBorder data-produk={p.title}>
                <Card.Section>
                  <Image src={p.imgUrl} alt="" h={96} fit="contain" bg="var(--mantine-color-gray-light)" />
                </Card.Section>
                <Text fw={600} mt="xs">
                  {p.title}
                </Text>
                <Group gap={6}>
                  <Rating value={p.rating} readOnly size="xs" aria-label={`Rating ${p.rating}`} />
                  {p.freeShipping && (
                    <Badge size="xs" color="teal" variant="light">
                      Gratis ongkir
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {p.description}
                </Text>
                <Group justify="space-between" mt="xs">
                  <Text fw={600}>{rupiah(p.price)}</Text>
                  <Button size="xs" onClick={() => tambah.mutate({ uid: UID, productId: p.id })} aria-label={`Tambah ${p.title} ke keranjang`}>
                    + Keranjang
                  </Button>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
          {rows.length === 0 && <Text c="dimmed">Tidak ada produk yang cocok.</Text>}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Keranjang />
      </Grid.Col>
    </Grid>
  );
}

/** Shop: products with category, brand and rating counts; the cart (+1 for a product already in it, 1 for a new one). */
export default function TokoPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Toko dengan saringan kategori, merek dan rating, serta keranjang belanja.">
      <Isi />
    </KerangkaContoh>
  );
}
