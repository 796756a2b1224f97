import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PerTahun, PerTema, PerUrusan, PosisiKlaster, RingkasanDaerah, RingkasanInovasi, StatIndeks } from './api';
import { angka, barisTahunan, DataTable, Grafik, Panel, PALET, PredikatBadge, SERI_TAHAPAN, skor2, StatCard, WARNA } from './ui';

/** Stage and sending counts as cards. */
export function KartuInovasi({ r }: { r: RingkasanInovasi; verified?: RingkasanInovasi | null }) {
  const i = r.inovasi;
  const p = r.pengiriman;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard label="Total inovasi" value={angka(i.total)} hint={`${angka(i.digital)} digital · ${angka(i.non_digital)} non digital`} testId="stat-total" />
        <StatCard label="Inisiatif" value={angka(i.inisiatif)} color="yellow.9" testId="stat-inisiatif" />
        <StatCard label="Uji Coba" value={angka(i.ujicoba)} color="indigo" testId="stat-ujicoba" />
        <StatCard label="Penerapan" value={angka(i.penerapan)} color="teal.9" testId="stat-penerapan" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard label="Belum dikirim" value={angka(p.belum_dikirim)} testId="stat-belum-dikirim" />
        <StatCard label="Menunggu verifikasi" value={angka(p.menunggu)} color="orange.9" testId="stat-menunggu" />
        <StatCard label="Terverifikasi" value={angka(p.terverifikasi)} color="teal.9" hint={`${angka(p.qc_terverifikasi)} lolos QC`} testId="stat-terverifikasi" />
        <StatCard label="Ditolak" value={angka(p.ditolak)} color="red" hint={p.ditarik ? `${angka(p.ditarik)} ditarik` : undefined} testId="stat-ditolak" />
      </SimpleGrid>
    </Stack>
  );
}

export function GrafikTahapan({ rows }: { rows: PerTahun[] }) {
  const total = rows.reduce((s, r) => s + r.total, 0);
  return (
    <Panel title="Inovasi per tahapan dan tahun" description="Jumlah inovasi menurut tahun data dan tahapan.">
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Tidak ada data
        </Text>
      ) : (
        <Grafik
          judul="Inovasi per tahapan dan tahun"
          ringkas={`${angka(total)} inovasi dalam ${rows.length} tahun; terbanyak pada ${[...rows].sort((a, b) => b.total - a.total)[0]!.tahun}.`}
          spec={{ kind: 'stacked', data: barisTahunan(rows), x: 'tahun', seri: SERI_TAHAPAN, height: 260 }}
          tabel={
            <DataTable
              caption="Inovasi per tahapan dan tahun"
              rows={rows}
              rowKey={(r) => r.tahun}
              cols={[
                { label: 'Tahun', value: (r) => r.tahun },
                { label: 'Inisiatif', value: (r) => angka(r.inisiatif), numeric: true },
                { label: 'Uji Coba', value: (r) => angka(r.ujicoba), numeric: true },
                { label: 'Penerapan', value: (r) => angka(r.penerapan), numeric: true },
                { label: 'Jumlah', value: (r) => angka(r.total), numeric: true },
              ]}
            />
          }
        />
      )}
    </Panel>
  );
}

export function GrafikTema({ rows }: { rows: PerTema[] }) {
  const shown = rows.filter((r) => r.asta_cita || r.jumlah > 0);
  const data = shown.map((r) => ({ nama: r.nama, jumlah: r.jumlah }));
  const top = [...shown].sort((a, b) => b.jumlah - a.jumlah)[0];
  return (
    <Panel title="Inovasi per tema (Asta Cita)" description="Tema 9-16 adalah Asta Cita; tema lama ditampilkan bila dipakai.">
      {shown.every((r) => r.jumlah === 0) ? (
        <Text c="dimmed" ta="center" py="lg">
          Tidak ada data
        </Text>
      ) : (
        <Grafik
          judul="Inovasi per tema"
          ringkas={top ? `Tema terbanyak: ${top.nama} (${angka(top.jumlah)} inovasi).` : ''}
          spec={{ kind: 'hbar', data, x: 'nama', seri: [{ key: 'jumlah', label: 'Inovasi', color: WARNA.self }], height: Math.max(200, data.length * 30 + 40), labelWidth: 170 }}
          tabel={
            <DataTable
              caption="Inovasi per tema"
              rows={shown}
              rowKey={(r) => String(r.kode)}
              cols={[
                { label: 'Tema', value: (r) => r.nama },
                { label: 'Inovasi', value: (r) => angka(r.jumlah), numeric: true },
              ]}
            />
          }
        />
      )}
    </Panel>
  );
}

/** The five affairs with most innovations, over the years (lines). */
export function GrafikUrusan({ urusan, perTahun }: { urusan: PerUrusan[]; perTahun: RingkasanInovasi['per_urusan_tahun'] }) {
  const top = urusan.slice(0, 5);
  const tahun = [...new Set(perTahun.map((r) => r.tahun))].sort((a, b) => a - b);
  const data = tahun.map((t) => ({ tahun: String(t), ...Object.fromEntries(top.map((u) => [`u${u.id}`, perTahun.find((r) => r.tahun === t && r.urusan_id === u.id)?.jumlah ?? 0])) }));
  return (
    <Panel title="Urusan pemerintahan dari tahun ke tahun" description="Lima urusan dengan inovasi terbanyak; satu inovasi dapat mencakup beberapa urusan.">
      {top.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Tidak ada data
        </Text>
      ) : (
        <Grafik
          judul="Urusan pemerintahan per tahun"
          ringkas={`Urusan terbanyak: ${top[0]!.nama} (${angka(top[0]!.jumlah)} inovasi).`}
          spec={{ kind: tahun.length > 1 ? 'line' : 'bar', data, x: 'tahun', seri: top.map((u, i) => ({ key: `u${u.id}`, label: u.nama, color: PALET[i % PALET.length]! })), height: 280 }}
          tabel={
            <DataTable
              caption="Urusan pemerintahan per tahun"
              rows={top}
              rowKey={(r) => r.id}
              minWidth={360 + tahun.length * 60}
              cols={[
                { label: 'Urusan', value: (r) => r.nama },
                ...tahun.map((t) => ({ label: String(t), value: (r: PerUrusan) => angka(perTahun.find((x) => x.tahun === t && x.urusan_id === r.id)?.jumlah ?? 0), numeric: true })),
                { label: 'Jumlah', value: (r) => angka(r.jumlah), numeric: true },
              ]}
            />
          }
        />
      )}
    </Panel>
  );
}

/** The region's index, self and verified, and its place in its clusters. */
export function IndeksDaerah({ d }: { d: RingkasanDaerah }) {
  const s = d.indeks.self;
  const v = d.indeks.verified;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <StatCard
          label={`IID mandiri ${d.tahun}`}
          value={<span data-testid="iid-self">{skor2(s?.iid ?? 0)}</span>}
          color="indigo"
          hint={
            <Group gap={6} component="span">
              <PredikatBadge predikat={s?.predikat} />
              <span>
                SPD {skor2(s?.spd ?? 0)} · SID {skor2(s?.sid ?? 0)} · {angka(s?.jumlah_inovasi ?? 0)} inovasi dihitung
              </span>
            </Group>
          }
        />
        <StatCard
          label={`IID terverifikasi ${d.tahun}`}
          value={<span data-testid="iid-verified">{d.alasan_verifikasi_tersembunyi ? '–' : skor2(v?.iid ?? 0)}</span>}
          color="teal.9"
          hint={
            d.alasan_verifikasi_tersembunyi ? (
              <span data-testid="verifikasi-tersembunyi">{d.alasan_verifikasi_tersembunyi}</span>
            ) : (
            <Group gap={6} component="span">
              <PredikatBadge predikat={v?.predikat} />
              <span>
                SPD {skor2(v?.spd ?? 0)} · SID {skor2(v?.sid ?? 0)} · {angka(v?.jumlah_inovasi ?? 0)} inovasi dihitung
              </span>
            </Group>
            )
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

export function GrafikKlaster({ d }: { d: RingkasanDaerah }) {
  const rows = d.klaster;
  const data = rows.map((k) => ({ klaster: k.klaster, nilai: k.nilai, rata: k.rata_rata, tertinggi: k.tertinggi }));
  const sumber = d.sumber === 'verified' ? 'terverifikasi' : 'mandiri';
  const k0 = rows[0]!;
  return (
    <Panel title="Skor daerah dibanding klasternya" description={`IID ${sumber}; rata-rata klaster dari daerah yang sudah dinilai (IID di atas 0).`}>
      <Grafik
        judul="Skor daerah dibanding klaster"
        ringkas={`${d.profil.nama}: IID ${skor2(k0.nilai)}, peringkat ${k0.peringkat} dari ${angka(k0.jumlah_daerah)} di klaster ${k0.klaster}; rata-rata klaster ${skor2(k0.rata_rata)}.`}
        spec={{
          kind: 'bar',
          data,
          x: 'klaster',
          seri: [
            { key: 'nilai', label: 'Daerah ini', color: WARNA.self },
            { key: 'rata', label: 'Rata-rata klaster', color: WARNA.rata },
            { key: 'tertinggi', label: 'Tertinggi di klaster', color: WARNA.verified },
          ],
          height: 240,
        }}
        tabel={<TabelKlaster rows={rows} />}
      />
    </Panel>
  );
}

export function TabelKlaster({ rows }: { rows: PosisiKlaster[] }) {
  return (
    <DataTable
      caption="Posisi daerah di klaster"
      rows={rows}
      rowKey={(r) => r.kode}
      cols={[
        { label: 'Klaster', value: (r) => r.klaster },
        { label: 'IID daerah', value: (r) => skor2(r.nilai), numeric: true },
        { label: 'Peringkat', value: (r) => `${r.peringkat} / ${angka(r.jumlah_daerah)}`, numeric: true },
        { label: 'Rata-rata', value: (r) => skor2(r.rata_rata), numeric: true },
        { label: 'Tertinggi', value: (r) => skor2(r.tertinggi), numeric: true },
      ]}
    />
  );
}

/** Predicate distribution, self against verified. */
export function GrafikPredikat({ self, verified, tahun }: { self: StatIndeks; verified: StatIndeks | null; tahun: number }) {
  const nama = [...new Set([...self.predikat.map((p) => p.predikat), ...(verified?.predikat ?? []).map((p) => p.predikat)])];
  const urut = ['Sangat Inovatif', 'Inovatif', 'Kurang Inovatif', 'Tidak Dapat Dinilai', 'Belum mengisi data'];
  nama.sort((a, b) => (urut.indexOf(a) < 0 ? 99 : urut.indexOf(a)) - (urut.indexOf(b) < 0 ? 99 : urut.indexOf(b)));
  const semua = nama.map((p) => ({ predikat: p, self: self.predikat.find((x) => x.predikat === p)?.jumlah ?? 0, verified: verified?.predikat.find((x) => x.predikat === p)?.jumlah ?? 0 }));
  // regions without any data would dwarf the bands: they are in the caption and the table, not in the chart
  const rows = semua.filter((r) => r.predikat !== 'Belum mengisi data');
  const belum = semua.find((r) => r.predikat === 'Belum mengisi data');
  return (
    <Panel title={`Sebaran predikat ${tahun}`} description={`Rata-rata IID mandiri ${skor2(self.rata_rata)} dari ${angka(self.jumlah_dinilai)} daerah yang dinilai.`}>
      <Grafik
        judul="Sebaran predikat"
        ringkas={`${rows.map((r) => `${r.predikat}: ${angka(r.self)} mandiri, ${angka(r.verified)} terverifikasi`).join('; ')}.${belum ? ` ${angka(belum.self)} daerah belum mengisi data (tidak digambar).` : ''}`}
        spec={{
          kind: 'hbar',
          data: rows,
          x: 'predikat',
          seri: [
            { key: 'self', label: 'Mandiri', color: WARNA.self },
            ...(verified ? [{ key: 'verified', label: 'Terverifikasi', color: WARNA.verified }] : []),
          ],
          height: Math.max(180, rows.length * 44 + 40),
          labelWidth: 140,
        }}
        tabel={
          <DataTable
            caption="Sebaran predikat"
            rows={semua}
            rowKey={(r) => r.predikat}
            cols={[
              { label: 'Predikat', value: (r) => r.predikat },
              { label: 'Mandiri', value: (r) => angka(r.self), numeric: true },
              { label: 'Terverifikasi', value: (r) => angka(r.verified), numeric: true },
            ]}
          />
        }
      />
    </Panel>
  );
}
