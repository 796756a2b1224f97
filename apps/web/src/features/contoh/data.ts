import type { DataContoh, Faktur, Kartu, Pengguna, Produk } from './jenis';

/**
 * The sample data the handlers start from (supporting-spec section 3): made-up people, products and tasks, built
 * fresh by `buatDataContoh` (each test its own; the browser keeps one per tab). Pictures are small SVG data
 * addresses drawn here, so nothing is fetched from elsewhere (the app's CSP allows images from itself and data:).
 */

const WARNA = ['#4c6ef5', '#12b886', '#fab005', '#fa5252', '#7950f2', '#15aabf', '#e64980', '#82c91e'];

const svg = (isi: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${isi}</svg>`)}`;

/** A round picture with the name's initials. */
export function gambarInisial(nama: string, i = nama.length): string {
  const inisial = nama
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const esc = inisial.replace(/[<>&"]/g, '');
  return svg(`<circle cx="32" cy="32" r="32" fill="${WARNA[i % WARNA.length]}"/><text x="32" y="40" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${esc}</text>`);
}

/** A square picture of a product or project (a coloured tile with a simple shape). */
function gambarBenda(i: number): string {
  const w = WARNA[i % WARNA.length];
  return svg(`<rect width="64" height="64" rx="8" fill="${w}" opacity="0.18"/><rect x="16" y="16" width="32" height="32" rx="${(i % 3) * 8}" fill="${w}"/>`);
}

const hari = (dasar: Date, n: number, jam = 9) => {
  const d = new Date(Date.UTC(dasar.getUTCFullYear(), dasar.getUTCMonth(), dasar.getUTCDate() + n, jam - 7));
  return d.toISOString();
};

const PENJUAL = { name: 'CV Maju Bersama', address: 'Jl. Merdeka No. 10, Bandung' };

function faktur(dasar: Date): Faktur[] {
  const pembeli = [
    ['Dinas Kominfo Kota Bogor', 'Jl. Ir. H. Juanda No. 10, Bogor'],
    ['Bappeda Kabupaten Sleman', 'Jl. Parasamya, Sleman'],
    ['RSUD Kota Semarang', 'Jl. Fatmawati No. 1, Semarang'],
    ['Dinas Pendidikan Kota Malang', 'Jl. Veteran No. 19, Malang'],
    ['Kecamatan Tebet', 'Jl. Tebet Barat Dalam, Jakarta Selatan'],
  ] as const;
  const status = ['pending', 'processing', 'delivered', 'delivered', 'processing'] as const;
  const barang = [
    [{ name: 'Laptop kerja', unit: 2, price: 12_500_000 }, { name: 'Tas laptop', unit: 2, price: 350_000 }],
    [{ name: 'Proyektor', unit: 1, price: 7_800_000 }],
    [{ name: 'Kursi kerja', unit: 10, price: 1_150_000 }, { name: 'Meja rapat', unit: 1, price: 4_200_000 }],
    [{ name: 'Printer warna', unit: 3, price: 3_600_000 }],
    [{ name: 'Router jaringan', unit: 4, price: 900_000 }, { name: 'Kabel UTP (roll)', unit: 2, price: 1_250_000 }],
  ];
  return pembeli.map(([name, address], i) => ({
    id: `faktur-${i + 1}`,
    orderNo: `INV-${String(2401 + i)}`,
    status: status[i]!,
    date: hari(dasar, -3 * i),
    currency: 'IDR',
    vat: 11,
    buyer: { name, address },
    seller: { ...PENJUAL },
    item: barang[i]!.map((b) => ({ ...b })),
  }));
}

function pengguna(): Pengguna[] {
  const orang = [
    ['Siti Rahmawati', 'female', 'Dinas Kominfo'],
    ['Budi Santoso', 'male', 'Bappeda'],
    ['Dewi Lestari', 'female', 'Inspektorat'],
    ['Agus Pratama', 'male', 'Dinas PUPR'],
    ['Rina Wulandari', 'female', 'RSUD'],
    ['Hendra Gunawan', 'male', 'Dinas Pendidikan'],
    ['Maya Sari', 'female', 'Dinas Kesehatan'],
    ['Yusuf Hidayat', 'male', 'BKPSDM'],
    ['Lina Marlina', 'female', 'Dinas Sosial'],
    ['Fajar Nugroho', 'male', 'Dinas Perhubungan'],
  ] as const;
  const kota = ['Bogor', 'Sleman', 'Semarang', 'Malang', 'Makassar', 'Medan', 'Padang', 'Pontianak', 'Denpasar', 'Kupang'];
  return orang.map(([name, gender, company], i) => ({
    id: `pengguna-${i + 1}`,
    index: i,
    guid: `5b3c${(1000 + i * 37).toString(16)}-0c1e-4d2a-9f${i}0-7a6b5c4d3e${(10 + i).toString(16)}`,
    isActive: i % 3 !== 2,
    balance: 1_250_000 + i * 735_500,
    age: 26 + ((i * 7) % 30),
    name,
    gender,
    company,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@contoh.go.id`,
    phone: `+62 81${i} ${String(2345 + i * 111).padStart(4, '0')} ${String(6789 - i * 97).padStart(4, '0')}`,
    address: `Jl. Contoh No. ${i + 3}, ${kota[i]}`,
    bd: `${1980 + i}-0${(i % 9) + 1}-1${i % 10}`,
    imgUrl: gambarInisial(name, i),
  }));
}

function produk(): Produk[] {
  const p = [
    ['Laptop 14 inci', 'laptop', 'Nusantara', 8_999_000, 4, true],
    ['Laptop 15 inci', 'laptop', 'Garuda', 10_499_000, 5, true],
    ['Tablet 10 inci', 'tablet', 'Nusantara', 3_799_000, 4, false],
    ['Tablet 8 inci', 'tablet', 'Merapi', 2_299_000, 3, true],
    ['Headset kantor', 'audio', 'Merapi', 499_000, 4, false],
    ['Speaker rapat', 'audio', 'Garuda', 1_299_000, 5, true],
    ['Kamera konferensi', 'kamera', 'Rinjani', 1_899_000, 4, true],
    ['Kamera dokumen', 'kamera', 'Nusantara', 2_499_000, 3, false],
    ['Printer laser', 'printer', 'Rinjani', 3_199_000, 4, true],
    ['Printer tinta', 'printer', 'Merapi', 1_699_000, 2, false],
    ['Monitor 24 inci', 'monitor', 'Garuda', 2_099_000, 5, true],
    ['Monitor 27 inci', 'monitor', 'Rinjani', 3_499_000, 4, false],
  ] as const;
  return p.map(([title, category, brand, price, rating, freeShipping], i) => ({
    id: `produk-${i + 1}`,
    imgUrl: gambarBenda(i),
    price,
    title,
    category,
    brand,
    rating,
    freeShipping,
    description: `${title} merek ${brand} untuk kebutuhan kantor pemerintah daerah; garansi resmi satu tahun.`,
  }));
}

function kartu(id: string, title: string, over: Partial<Kartu> = {}): Kartu {
  return { id, title, coverImage: '', members: [], labels: [], description: '', attachments: [], comments: [], ...over };
}

/** A fresh copy of every sample collection; `sekarang` anchors the dates (events of this month, recent messages). */
export function buatDataContoh(sekarang = new Date()): DataContoh {
  const d = sekarang;
  const kontak = [
    ['kontak-1', 'Siti Rahmawati', 'online', 'Siap rapat jam 10'],
    ['kontak-2', 'Budi Santoso', 'offline', 'Sedang dinas luar'],
    ['kontak-3', 'Dewi Lestari', 'online', 'Menyusun laporan'],
    ['kontak-4', 'Agus Pratama', 'offline', 'Cuti sampai Senin'],
    ['kontak-5', 'Rina Wulandari', 'online', 'Boleh ditelepon'],
  ] as const;
  const anggota = ['Siti Rahmawati', 'Budi Santoso', 'Dewi Lestari', 'Agus Pratama'].map((name, i) => ({ id: `anggota-${i + 1}`, name, avatar: gambarInisial(name, i) }));
  return {
    faktur: faktur(d),
    acara: [
      ['Rapat koordinasi inovasi', 1, false, ['biru']],
      ['Batas unggah dokumen', 4, true, ['merah']],
      ['Kunjungan lapangan', 7, false, ['hijau']],
      ['Pelatihan penilai', 10, true, ['ungu']],
      ['Presentasi inovasi', 14, false, ['biru']],
      ['Evaluasi bulanan', -5, false, ['hijau']],
    ].map(([title, n, allDay, classNames], i) => ({
      id: `acara-${i + 1}`,
      title: title as string,
      start: hari(d, n as number, 9),
      end: hari(d, n as number, allDay ? 17 : 11),
      allDay: allDay as boolean,
      classNames: classNames as string[],
    })),
    pengguna: pengguna(),
    pesan: [
      ['Siti Rahmawati', 'Undangan rapat inovasi', '<p>Yth. Bapak/Ibu,</p><p>Mohon hadir pada <strong>rapat koordinasi inovasi</strong> hari Kamis pukul 09.00 WIB.</p>'],
      ['Budi Santoso', 'Dokumen pendukung', '<p>Berikut daftar dokumen yang masih kurang:</p><ul><li>SK inovasi</li><li>Foto kegiatan</li></ul>'],
      ['Dewi Lestari', 'Jadwal kunjungan lapangan', '<p>Kunjungan lapangan dijadwalkan <em>minggu depan</em>. Mohon konfirmasi.</p>'],
      ['Agus Pratama', 'Laporan bulanan', '<p>Laporan bulanan sudah saya unggah. Terima kasih.</p>'],
    ].map(([name, subject, message], i) => ({
      id: `pesan-${i + 1}`,
      sender: { name: name!, photo: gambarInisial(name!, i) },
      date: hari(d, -i, 8 + i),
      selected: false,
      subject: subject!,
      message: message!,
    })),
    obrolan: {
      pengguna: [
        {
          id: 'saya',
          name: 'Admin Contoh',
          avatar: gambarInisial('Admin Contoh', 4),
          status: 'online',
          chatInfo: [
            { chatId: 'obrolan-1', contactId: 'kontak-1', unread: 2, lastChatTime: hari(d, 0, 8) },
            { chatId: 'obrolan-2', contactId: 'kontak-2', unread: 0, lastChatTime: hari(d, -1, 15) },
          ],
        },
      ],
      kontak: kontak.map(([id, name, status, mood], i) => ({ id, name, status, mood, avatar: gambarInisial(name, i) })),
      koleksi: [
        {
          id: 'obrolan-1',
          chats: [
            { contactId: 'kontak-1', text: 'Selamat pagi, berkas inovasi sudah lengkap?', time: hari(d, 0, 7) },
            { contactId: 'saya', text: 'Pagi, tinggal foto kegiatan.', time: hari(d, 0, 7) },
            { contactId: 'kontak-1', text: 'Baik, ditunggu sebelum rapat ya.', time: hari(d, 0, 8) },
          ],
        },
        { id: 'obrolan-2', chats: [{ contactId: 'kontak-2', text: 'Laporan sudah saya kirim lewat surel.', time: hari(d, -1, 15) }] },
      ],
    },
    tugas: [
      ['Lengkapi profil inovasi', 'Isi latar belakang dan tujuan.', { important: true }, ['label-1']],
      ['Unggah dokumen pendukung', 'SK dan foto kegiatan.', { starred: true }, ['label-2']],
      ['Rapat dengan OPD', 'Bahas indikator yang belum terisi.', { done: true, read: true }, ['label-3']],
      ['Periksa data anggaran', '', {}, []],
      ['Kirim laporan triwulan', 'Batas akhir Jumat.', { important: true, starred: true }, ['label-1', 'label-2']],
    ].map(([title, note, flag, tag], i) => ({
      id: `tugas-${i + 1}`,
      title: title as string,
      note: note as string,
      important: false,
      starred: false,
      done: false,
      read: false,
      selected: false,
      ...(flag as object),
      startDate: hari(d, -i).slice(0, 10),
      dueDate: hari(d, 3 + i).slice(0, 10),
      tag: tag as string[],
    })),
    label: [
      { id: 'label-1', name: 'Mendesak' },
      { id: 'label-2', name: 'Dokumen' },
      { id: 'label-3', name: 'Rapat' },
    ],
    daftar: [
      ['Siti Rahmawati', 'Aplikasi antrean puskesmas', 12, 3],
      ['Budi Santoso', 'Peta jalan rusak', 7, 5],
      ['Dewi Lestari', 'Layanan izin daring', 21, 2],
      ['Agus Pratama', 'Bank sampah digital', 4, 1],
      ['Rina Wulandari', 'Posyandu pintar', 9, 4],
      ['Hendra Gunawan', 'Sekolah ramah anak', 15, 6],
    ].map(([userName, projectName, comment, revision], i) => ({
      id: `daftar-${i + 1}`,
      email: `${String(userName).toLowerCase().replace(/\s+/g, '.')}@contoh.go.id`,
      userName: userName as string,
      projectName: projectName as string,
      date: hari(d, -2 * i),
      projectImage: gambarBenda(i + 3),
      userImage: gambarInisial(userName as string, i),
      comment: comment as number,
      revision: revision as number,
    })),
    scrum: {
      label: [
        { id: 'lbl-1', title: 'Prioritas', color: 'red' },
        { id: 'lbl-2', title: 'Desain', color: 'grape' },
        { id: 'lbl-3', title: 'Data', color: 'teal' },
      ],
      anggota,
      papan: [
        {
          id: 'papan-1',
          title: 'Peluncuran inovasi',
          members: ['anggota-1', 'anggota-2'],
          list: [
            {
              id: 'kolom-1',
              title: 'Rencana',
              cardList: [
                kartu('kartu-1', 'Susun kerangka acuan', { labels: ['lbl-1'], members: ['anggota-1'], description: 'Kerangka acuan kegiatan peluncuran.' }),
                kartu('kartu-2', 'Kumpulkan data awal', { labels: ['lbl-3'] }),
              ],
            },
            {
              id: 'kolom-2',
              title: 'Dikerjakan',
              cardList: [
                kartu('kartu-3', 'Rancang poster', {
                  labels: ['lbl-2'],
                  members: ['anggota-2'],
                  attachments: [{ name: 'poster-draf.pdf', size: '1,2 MB', url: '' }],
                  comments: [{ id: 'komentar-1', uid: 'anggota-1', text: 'Warna sudah pas.', time: hari(d, -1, 10) }],
                }),
              ],
            },
            { id: 'kolom-3', title: 'Selesai', cardList: [kartu('kartu-4', 'Tetapkan tim pelaksana', { members: ['anggota-1', 'anggota-2'] })] },
          ],
        },
        { id: 'papan-2', title: 'Perbaikan layanan', members: ['anggota-3'], list: [{ id: 'kolom-4', title: 'Masukan warga', cardList: [kartu('kartu-5', 'Rekap survei kepuasan')] }] },
      ],
    },
    notifikasi: [
      ['Pesan', { name: 'chat', color: 'blue' }, 'Pesan baru', 'Siti Rahmawati mengirim pesan', '/dashboard/contoh-obrolan', 0],
      ['Tugas', { name: 'check', color: 'teal' }, 'Tugas selesai', 'Rapat dengan OPD ditandai selesai', '/dashboard/contoh-tugas', 2],
      ['Faktur', { name: 'receipt', color: 'orange' }, 'Faktur dikirim', 'INV-2403 sudah diterima', '/dashboard/contoh-faktur', 26],
    ].map(([heading, icon, title, subtitle, path, jam], i) => ({
      id: `notifikasi-${i + 1}`,
      heading: heading as string,
      icon: icon as { name: string; color: string },
      timestamp: new Date(d.getTime() - (jam as number) * 3_600_000).toISOString(),
      title: title as string,
      subtitle: subtitle as string,
      path: path as string,
    })),
    toko: { produk: produk(), keranjang: [{ uid: 'saya', list: [{ productId: 'produk-5', amount: 1 }] }] },
    urutan: 1,
  };
}
