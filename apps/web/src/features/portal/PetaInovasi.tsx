import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Text } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { qPeta } from './api';

/** Map of the filtered catalogue (OpenStreetMap tiles, circle markers: no marker images to load). A lazy chunk. */
export default function PetaInovasi({ filter }: { filter: Record<string, string> }) {
  const { search, profil_id, urusan, bentuk, tahap, tahun } = filter;
  const q = useQuery(qPeta(Object.fromEntries(Object.entries({ search, profil_id, urusan, bentuk, tahap, tahun }).filter(([, v]) => v)) as Record<string, string>));
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const lapisan = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, { scrollWheelZoom: false, attributionControl: true }).setView([-2.5, 118], 4);
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 18,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">Kontributor OpenStreetMap</a>',
    }).addTo(m);
    lapisan.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const g = lapisan.current;
    const m = map.current;
    if (!g || !m || !q.data) return;
    g.clearLayers();
    const titik: L.LatLngExpression[] = [];
    for (const p of q.data) {
      const c = L.circleMarker([p.lat, p.lng], { radius: 7, color: '#312e81', weight: 2, fillColor: '#6366f1', fillOpacity: 0.8 });
      const isi = document.createElement('div');
      const a = document.createElement('a');
      a.href = `/katalog/${p.id}`;
      a.textContent = p.nama;
      const s = document.createElement('div');
      s.textContent = p.pemda;
      isi.append(a, s);
      c.bindPopup(isi);
      c.addTo(g);
      titik.push([p.lat, p.lng]);
    }
    if (titik.length) m.fitBounds(L.latLngBounds(titik), { maxZoom: 10, padding: [24, 24] });
  }, [q.data]);

  return (
    <Box mb="md">
      <div ref={el} role="region" aria-label="Peta inovasi terverifikasi" data-testid="peta-katalog" style={{ height: 360, borderRadius: 12, overflow: 'hidden', background: '#e5e7eb' }} />
      {q.isError ? (
        <Alert color="red" mt="xs">
          Titik peta tidak dapat dimuat.
        </Alert>
      ) : (
        <Text size="xs" c="dark.4" mt={4} data-testid="jumlah-titik">
          {q.data ? `${q.data.length.toLocaleString('id-ID')} inovasi dengan titik koordinat` : 'Memuat titik…'}
        </Text>
      )}
    </Box>
  );
}
