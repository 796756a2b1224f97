/**
 * Hand-written material for the demo innovations (issue 19 item 8): per sector, local acronyms and
 * descriptions (a name is "ACRONYM: description"), and sentence banks from which the proposal texts
 * (rancang bangun, tujuan, manfaat, hasil) are composed. Everything is chosen with a seeded PRNG, so the
 * sample is the same on every machine; placeholders: {daerah} region, {nama} innovation, {singkat} acronym,
 * {opd} initiating office, {n1} {n2} {n3} numbers, {bulan} month and year of the trial.
 */

export interface Sektor {
  kode: string;
  /** iga_urusan_pemerintahan id of the sector. */
  urusan: number;
  /** The office that initiates it ("Dinas Kesehatan"). */
  opd: string;
  akronim: readonly string[];
  deskripsi: readonly string[];
  masalah: readonly string[];
  pendekatan: readonly string[];
  tujuan: readonly string[];
  manfaat: readonly string[];
  hasil: readonly string[];
}

export const SEKTOR: readonly Sektor[] = [
  {
    kode: 'pendidikan',
    urusan: 1,
    opd: 'Dinas Pendidikan',
    akronim: ['SIPINTAR', 'GEMAR BACA', 'SAKTI', 'PELITA', 'SI-CERDAS', 'BERKAH', 'SEKAR', 'GURU HEBAT'],
    deskripsi: [
      'Sekolah Penggerak Literasi Berbasis Komunitas',
      'Kelas Jauh bagi Anak di Dusun Terpencil',
      'Pendampingan Guru melalui Komunitas Belajar Daring',
      'Beasiswa Anak Nelayan dan Petani Penggarap',
      'Gerakan Kembali ke Sekolah bagi Anak Putus Sekolah',
      'Taman Baca Masyarakat di Balai Desa',
      'Sistem Informasi Pemetaan Mutu Satuan Pendidikan',
      'Pembelajaran Bahasa Daerah Berbasis Aplikasi',
      'Sekolah Aman Bencana di Kawasan Rawan',
      'Bimbingan Belajar Gratis oleh Mahasiswa Relawan',
    ],
    masalah: [
      'Angka partisipasi sekolah menengah di {daerah} masih tertinggal dari rata-rata provinsi, terutama di desa yang jauh dari pusat kecamatan.',
      'Hasil asesmen nasional menunjukkan kemampuan literasi dan numerasi peserta didik di sebagian besar sekolah dasar berada di bawah kompetensi minimum.',
      'Sebagian guru belum mendapat pelatihan pembelajaran terdiferensiasi karena biaya perjalanan ke kota kabupaten cukup besar.',
      'Data putus sekolah tersebar di sekolah, desa, dan dinas sosial sehingga anak yang berhenti sekolah terlambat ditangani.',
      'Orang tua di kawasan pesisir dan perkebunan sering melibatkan anak dalam pekerjaan musiman pada masa panen.',
    ],
    pendekatan: [
      '{nama} menghimpun sekolah, komite, dan pegiat literasi dalam satu jejaring yang saling berbagi bahan ajar dan praktik baik.',
      'Melalui {singkat}, setiap anak yang tidak hadir lebih dari dua pekan dikunjungi wali kelas bersama perangkat desa untuk dicarikan jalan keluar.',
      'Guru pendamping dipilih dari sekolah yang berhasil meningkatkan hasil asesmen, lalu membimbing rekan sejawat secara terjadwal.',
      'Bahan belajar disusun dalam bahasa yang dekat dengan kehidupan anak dan dapat dipakai tanpa koneksi internet.',
    ],
    tujuan: [
      'Meningkatkan kemampuan literasi dan numerasi peserta didik serta menurunkan angka putus sekolah di {daerah}.',
      'Memastikan setiap anak usia sekolah di {daerah} memperoleh layanan pendidikan yang bermutu dekat dengan tempat tinggalnya.',
    ],
    manfaat: [
      'Peserta didik belajar dengan bahan yang sesuai kemampuannya, guru memperoleh pendampingan tanpa meninggalkan kelas, dan orang tua lebih terlibat dalam pendidikan anak.',
      'Sekolah memiliki data kehadiran dan capaian belajar yang mutakhir sehingga bantuan dapat diarahkan kepada anak yang paling membutuhkan.',
    ],
    hasil: [
      'Sebanyak {n1} anak kembali bersekolah dan proporsi peserta didik yang mencapai kompetensi minimum literasi naik {n3} persen dalam dua tahun ajaran.',
      '{n2} guru dari {n1} sekolah telah mengikuti pendampingan dan rapor pendidikan daerah menunjukkan kenaikan {n3} persen pada indikator mutu pembelajaran.',
    ],
  },
  {
    kode: 'kesehatan',
    urusan: 2,
    opd: 'Dinas Kesehatan',
    akronim: ['SEHATI', 'SI-BUNDA', 'LAKSMANA', 'JEMPOL SEHAT', 'SAPA LANSIA', 'GERBANG SEHAT', 'SIGAP GIZI', 'DOKTER KITA'],
    deskripsi: [
      'Layanan Kunjungan Rumah bagi Lansia dan Penyandang Disabilitas',
      'Pendampingan Ibu Hamil Risiko Tinggi oleh Bidan Desa',
      'Sistem Rujukan Terintegrasi Puskesmas dan Rumah Sakit',
      'Gerakan Bersama Cegah Stunting di Tingkat Desa',
      'Ambulans Desa Siaga Berbasis Panggilan Darurat',
      'Antrean Puskesmas Daring dengan Notifikasi Pesan Singkat',
      'Posyandu Remaja untuk Pencegahan Anemia',
      'Skrining Penyakit Tidak Menular di Tempat Kerja',
      'Rumah Singgah Pasien Rujukan dari Pulau Terluar',
      'Pemantauan Minum Obat Pasien Tuberkulosis oleh Kader',
    ],
    masalah: [
      'Angka kematian ibu dan bayi di {daerah} masih tinggi karena ibu hamil dengan risiko tinggi terlambat dirujuk ke fasilitas kesehatan.',
      'Prevalensi stunting pada balita di beberapa desa masih di atas target nasional, terutama pada keluarga dengan sanitasi dan pola asuh yang kurang baik.',
      'Puskesmas menghadapi antrean panjang pada pagi hari sementara jumlah dokter dan perawat terbatas.',
      'Penderita hipertensi dan diabetes sering baru terdeteksi setelah mengalami komplikasi karena jarang memeriksakan diri.',
      'Warga di pulau dan dusun terpencil harus menempuh perjalanan berjam-jam untuk mendapatkan pelayanan rujukan.',
    ],
    pendekatan: [
      '{nama} menempatkan kader dan bidan desa sebagai simpul pertama yang mencatat, memantau, dan merujuk warga berisiko.',
      'Melalui {singkat}, data pemeriksaan dari posyandu dan puskesmas dihimpun dalam satu aplikasi sehingga petugas dapat menentukan prioritas kunjungan.',
      'Setiap kasus berisiko diberi penanda warna dan diingatkan kepada petugas sampai tindak lanjutnya tercatat selesai.',
      'Rujukan dikoordinasikan lewat ruang kendali yang memastikan rumah sakit tujuan siap menerima pasien sebelum ambulans berangkat.',
    ],
    tujuan: [
      'Menurunkan angka kesakitan dan kematian yang dapat dicegah dengan deteksi dini dan rujukan tepat waktu di {daerah}.',
      'Memperluas jangkauan pelayanan kesehatan primer bagi kelompok rentan di {daerah} tanpa menambah beban antrean puskesmas.',
    ],
    manfaat: [
      'Warga berisiko terpantau sejak dini, waktu tunggu pelayanan berkurang, dan tenaga kesehatan dapat memusatkan perhatian pada kasus yang paling mendesak.',
      'Keluarga menghemat biaya perjalanan, puskesmas memperoleh data yang lengkap, dan pemerintah daerah dapat menyusun anggaran kesehatan berdasarkan bukti.',
    ],
    hasil: [
      'Sebanyak {n1} warga berisiko telah dipantau secara rutin dan kasus rujukan terlambat turun {n3} persen dibanding sebelum inovasi diterapkan.',
      'Prevalensi stunting di {n2} desa sasaran turun {n3} poin persen dan cakupan kunjungan ibu hamil lengkap mencapai {n1} orang per tahun.',
    ],
  },
  {
    kode: 'pupr',
    urusan: 3,
    opd: 'Dinas Pekerjaan Umum dan Penataan Ruang',
    akronim: ['SIJALI', 'LAPOR JALAN', 'SIDAMAN', 'TIRTA SEHATI', 'SI-TARU', 'JAGA IRIGASI', 'GERCEP', 'SIPADU'],
    deskripsi: [
      'Pelaporan Kerusakan Jalan oleh Warga melalui Peta Daring',
      'Pemeliharaan Saluran Irigasi Berbasis Kelompok Petani',
      'Sistem Informasi Tata Ruang untuk Izin Pemanfaatan Ruang',
      'Penyediaan Air Minum Perdesaan dengan Pompa Tenaga Surya',
      'Drainase Berwawasan Lingkungan dengan Sumur Resapan',
      'Pemantauan Proyek Infrastruktur Secara Terbuka',
      'Perbaikan Jalan Lingkungan Padat Karya Tunai',
      'Peta Rawan Banjir untuk Perencanaan Pembangunan',
    ],
    masalah: [
      'Laporan kerusakan jalan di {daerah} selama ini diterima melalui surat dan baru ditangani setelah kerusakan meluas.',
      'Sebagian besar jaringan irigasi tersier rusak karena pemeliharaan tidak terjadwal dan kewenangan perbaikannya tidak jelas.',
      'Pemohon izin pemanfaatan ruang harus datang berkali-kali ke kantor dinas untuk mengetahui kesesuaian lokasi dengan rencana tata ruang.',
      'Genangan air muncul setiap musim hujan di kawasan permukiman karena saluran tersumbat dan daerah resapan berkurang.',
    ],
    pendekatan: [
      '{nama} membuka kanal pelaporan berbasis peta sehingga setiap laporan warga memiliki titik koordinat, foto, dan status penanganan.',
      'Melalui {singkat}, kelompok warga dilibatkan dalam pemeliharaan rutin dengan alat dan bahan yang disediakan pemerintah daerah.',
      'Informasi rencana tata ruang disajikan dalam peta interaktif yang dapat dibuka pemohon sebelum mengajukan izin.',
      'Pekerjaan diprioritaskan dengan skor yang menggabungkan tingkat kerusakan, kepadatan lalu lintas, dan jumlah warga terdampak.',
    ],
    tujuan: [
      'Mempercepat penanganan kerusakan prasarana dan meningkatkan keterlibatan warga dalam pemeliharaan infrastruktur {daerah}.',
      'Menyediakan informasi tata ruang dan prasarana yang terbuka sehingga pembangunan di {daerah} lebih tertib dan tepat sasaran.',
    ],
    manfaat: [
      'Kerusakan tertangani lebih cepat, anggaran pemeliharaan digunakan sesuai prioritas, dan warga dapat memantau tindak lanjut laporannya.',
      'Pemohon mengetahui kesesuaian ruang tanpa datang ke kantor, dan dinas memiliki data prasarana yang selalu diperbarui.',
    ],
    hasil: [
      '{n1} laporan kerusakan telah ditangani dengan rata-rata waktu penanganan turun dari {n2} hari menjadi {n3} hari.',
      'Sepanjang {n2} kilometer saluran dan jalan lingkungan telah dipelihara bersama warga, dan luas genangan berkurang {n3} persen.',
    ],
  },
  {
    kode: 'perumahan',
    urusan: 4,
    opd: 'Dinas Perumahan Rakyat dan Kawasan Permukiman',
    akronim: ['RUMAHKU', 'BEDAH KAMPUNG', 'SANIMAS', 'KOTAKU', 'RUTILAHU', 'JAMBAN SEHAT', 'SIPERKIM', 'KAMPUNG BERSERI'],
    deskripsi: [
      'Bedah Rumah Tidak Layak Huni Berbasis Gotong Royong',
      'Penataan Kawasan Kumuh Bantaran Sungai',
      'Sanitasi Berbasis Masyarakat dengan Instalasi Pengolahan Komunal',
      'Pendataan Rumah Tidak Layak Huni Berbasis Aplikasi',
      'Penerangan Jalan Umum Tenaga Surya di Permukiman Baru',
      'Gerakan Seribu Jamban Sehat untuk Desa Bebas Buang Air Sembarangan',
      'Kampung Tematik Hasil Penataan Permukiman',
    ],
    masalah: [
      'Ribuan keluarga berpenghasilan rendah di {daerah} masih tinggal di rumah dengan atap, dinding, atau lantai yang tidak memenuhi syarat kesehatan.',
      'Kawasan permukiman padat di bantaran sungai tidak memiliki saluran air limbah sehingga pencemaran dan penyakit diare sering terjadi.',
      'Data rumah tidak layak huni berbeda antara desa, dinas, dan program bantuan pusat sehingga bantuan kerap tumpang tindih.',
      'Sebagian rumah tangga di perdesaan belum memiliki jamban sehat dan masih membuang limbah ke sungai atau kebun.',
    ],
    pendekatan: [
      '{nama} menggabungkan bantuan bahan bangunan dari pemerintah daerah dengan tenaga gotong royong warga dan dana kepedulian dunia usaha.',
      'Melalui {singkat}, setiap rumah sasaran diverifikasi dengan foto dan titik koordinat sebelum bantuan ditetapkan.',
      'Warga penerima manfaat membentuk kelompok yang ikut merencanakan, melaksanakan, dan merawat prasarana yang dibangun.',
      'Penataan dilakukan per kawasan sehingga jalan lingkungan, drainase, dan sanitasi dibenahi sekaligus.',
    ],
    tujuan: [
      'Mengurangi jumlah rumah tidak layak huni dan kawasan kumuh di {daerah} dengan melibatkan warga sejak perencanaan.',
      'Mewujudkan permukiman yang sehat dan tertata di {daerah} melalui sanitasi layak dan data sasaran yang tunggal.',
    ],
    manfaat: [
      'Keluarga penerima memperoleh hunian yang aman dan sehat, biaya pembangunan lebih hemat, dan rasa memiliki warga terhadap lingkungannya meningkat.',
      'Bantuan tidak lagi tumpang tindih, kasus penyakit berbasis lingkungan menurun, dan kawasan permukiman menjadi lebih tertata.',
    ],
    hasil: [
      '{n1} rumah telah diperbaiki dan luas kawasan kumuh berkurang {n3} persen dalam {n2} bulan pelaksanaan.',
      'Sebanyak {n1} keluarga kini memiliki akses sanitasi layak dan {n2} desa telah dinyatakan bebas buang air besar sembarangan.',
    ],
  },
  {
    kode: 'trantibum',
    urusan: 5,
    opd: 'Badan Penanggulangan Bencana Daerah',
    akronim: ['SIAGA BENCANA', 'DESTANA', 'SI-DAMKAR', 'TANGGAP', 'PANTAU', 'KAMPUNG TANGGUH', 'RESPON CEPAT', 'SATLINMAS'],
    deskripsi: [
      'Desa Tangguh Bencana Berbasis Relawan',
      'Layanan Panggilan Darurat Terpadu 112',
      'Pos Pemadam Kebakaran Kecamatan dengan Relawan Terlatih',
      'Peringatan Dini Banjir dengan Sensor Muka Air',
      'Patroli Keamanan Lingkungan Berbasis Aplikasi',
      'Simulasi Evakuasi Gempa dan Tsunami di Sekolah',
      'Penertiban Reklame dan Pedagang dengan Pendekatan Dialog',
    ],
    masalah: [
      '{daerah} berada di kawasan rawan banjir, longsor, dan gempa sehingga kesiapsiagaan warga menjadi kunci mengurangi korban.',
      'Waktu tanggap kejadian kebakaran di kecamatan yang jauh dari markas pemadam sering melebihi standar pelayanan minimal.',
      'Laporan kejadian darurat diterima melalui banyak nomor telepon yang berbeda sehingga warga bingung harus menghubungi siapa.',
      'Informasi kenaikan muka air sungai selama ini baru diketahui setelah air masuk ke permukiman.',
    ],
    pendekatan: [
      '{nama} melatih relawan desa untuk memetakan risiko, menyiapkan jalur evakuasi, dan melakukan pertolongan pertama sebelum petugas tiba.',
      'Melalui {singkat}, semua laporan darurat masuk ke satu pusat panggilan yang meneruskan kejadian kepada petugas terdekat.',
      'Sensor dan pengeras suara dipasang di titik rawan dan terhubung dengan grup pesan warga untuk menyebarkan peringatan dini.',
      'Latihan bersama digelar berkala dengan melibatkan sekolah, rumah ibadah, dan pelaku usaha setempat.',
    ],
    tujuan: [
      'Mengurangi risiko korban jiwa dan kerugian harta benda akibat bencana dan kebakaran di {daerah}.',
      'Mempercepat waktu tanggap kejadian darurat dan meningkatkan rasa aman warga {daerah}.',
    ],
    manfaat: [
      'Warga mengetahui apa yang harus dilakukan saat bencana, petugas datang lebih cepat, dan kerugian dapat ditekan.',
      'Pemerintah daerah memiliki data kejadian yang lengkap untuk perencanaan pengurangan risiko bencana.',
    ],
    hasil: [
      '{n2} desa telah berstatus desa tangguh bencana dan waktu tanggap rata-rata turun menjadi {n3} menit.',
      'Pusat panggilan menangani {n1} laporan darurat dengan tingkat penyelesaian di atas {n3} persen.',
    ],
  },
  {
    kode: 'sosial',
    urusan: 6,
    opd: 'Dinas Sosial',
    akronim: ['SIKS-DESA', 'PEDULI', 'SAYANG LANSIA', 'LAYAN DISABILITAS', 'JAMINAN', 'SIPEKA', 'RUMAH HARAPAN', 'BERBAGI'],
    deskripsi: [
      'Pemutakhiran Data Terpadu Kesejahteraan Sosial oleh Operator Desa',
      'Layanan Terpadu Penanganan Kemiskinan Satu Pintu',
      'Rumah Singgah bagi Penyandang Masalah Kesejahteraan Sosial',
      'Pendampingan Penyandang Disabilitas Mandiri Berusaha',
      'Gerakan Orang Tua Asuh bagi Anak Yatim',
      'Jaminan Sosial Lanjut Usia Terlantar',
      'Kartu Layanan Sosial Terpadu',
    ],
    masalah: [
      'Data penerima bantuan sosial di {daerah} sering tidak mutakhir sehingga ada warga miskin yang belum terjangkau bantuan.',
      'Warga yang membutuhkan layanan sosial harus mendatangi beberapa kantor berbeda untuk mengurus bantuan, jaminan kesehatan, dan rujukan.',
      'Penyandang disabilitas dan lanjut usia terlantar belum memiliki pendampingan yang berkelanjutan di tingkat desa.',
      'Pengaduan tentang salah sasaran bantuan sosial meningkat dan menurunkan kepercayaan warga kepada pemerintah.',
    ],
    pendekatan: [
      '{nama} menugaskan operator desa untuk memutakhirkan data keluarga secara berkala melalui musyawarah desa.',
      'Melalui {singkat}, warga cukup datang ke satu loket untuk seluruh layanan perlindungan sosial dan rujukan lintas dinas.',
      'Pendamping sosial mengunjungi penerima manfaat secara rutin dan mencatat perkembangan kondisi mereka.',
      'Usulan dan sanggahan data dapat diajukan warga secara terbuka sebelum daftar penerima ditetapkan.',
    ],
    tujuan: [
      'Memastikan bantuan dan layanan sosial di {daerah} tepat sasaran dan mudah diakses oleh warga rentan.',
      'Meningkatkan kemandirian kelompok rentan di {daerah} melalui pendampingan yang berkelanjutan.',
    ],
    manfaat: [
      'Bantuan tepat sasaran, warga rentan mendapat layanan tanpa berpindah-pindah kantor, dan pengaduan salah sasaran berkurang.',
      'Kelompok rentan memperoleh pendampingan, keluarga memiliki akses jaminan sosial, dan desa memiliki data kesejahteraan yang akurat.',
    ],
    hasil: [
      '{n1} keluarga telah dimutakhirkan datanya dan pengaduan salah sasaran turun {n3} persen.',
      'Sebanyak {n1} warga rentan mendapatkan layanan terpadu dan {n2} penyandang disabilitas kini memiliki usaha mandiri.',
    ],
  },
  {
    kode: 'adminduk',
    urusan: 12,
    opd: 'Dinas Kependudukan dan Pencatatan Sipil',
    akronim: ['JEMPOL', 'SI-DUKCAPIL', 'LAYAR', 'PAK LURAH', 'DUKCAPIL GO', 'AKTA KILAT', 'KIA CERIA', 'SAPA DUKCAPIL'],
    deskripsi: [
      'Jemput Bola Perekaman KTP Elektronik ke Desa',
      'Akta Kelahiran Terbit di Rumah Sakit dan Puskesmas',
      'Kartu Identitas Anak Keliling Sekolah',
      'Pelayanan Dokumen Kependudukan Mandiri melalui Anjungan',
      'Paket Layanan Akta Kematian dan Pemutakhiran Kartu Keluarga',
      'Layanan Kependudukan bagi Warga Rentan dan Disabilitas',
      'Pencetakan Dokumen Kependudukan dengan Kertas Biasa',
    ],
    masalah: [
      'Cakupan kepemilikan akta kelahiran dan kartu identitas anak di {daerah} masih rendah, terutama di desa yang jauh dari kantor dinas.',
      'Warga harus datang berulang kali ke kantor dinas untuk mengurus perubahan data karena persyaratan tidak diumumkan dengan jelas.',
      'Kematian penduduk sering tidak dilaporkan sehingga data kependudukan dan daftar pemilih tidak akurat.',
      'Antrean perekaman KTP elektronik memanjang menjelang pendaftaran sekolah dan pemilihan umum.',
    ],
    pendekatan: [
      '{nama} membawa peralatan perekaman dan petugas ke desa, sekolah, dan panti sesuai jadwal yang diumumkan.',
      'Melalui {singkat}, dokumen kependudukan diterbitkan sekaligus dalam satu paket tanpa warga perlu mengurus satu per satu.',
      'Rumah sakit, puskesmas, dan kantor desa dihubungkan dengan dinas sehingga peristiwa kelahiran dan kematian langsung tercatat.',
      'Anjungan layanan mandiri dipasang di kantor kecamatan dan mal pelayanan publik untuk mencetak dokumen tanpa antre.',
    ],
    tujuan: [
      'Meningkatkan cakupan kepemilikan dokumen kependudukan dan keakuratan data penduduk {daerah}.',
      'Mendekatkan layanan administrasi kependudukan kepada warga {daerah} dan memangkas waktu pengurusan dokumen.',
    ],
    manfaat: [
      'Warga memperoleh dokumen tanpa biaya perjalanan, data penduduk lebih akurat, dan perangkat daerah lain dapat memanfaatkan data tersebut untuk perencanaan.',
      'Waktu pengurusan dokumen lebih singkat dan kelompok rentan tidak lagi tertinggal dalam pencatatan sipil.',
    ],
    hasil: [
      'Cakupan akta kelahiran anak naik menjadi {n3} persen dan {n1} dokumen diterbitkan melalui layanan jemput bola.',
      '{n1} warga telah dilayani tanpa datang ke kantor dinas, dengan waktu penerbitan rata-rata {n2} jam.',
    ],
  },
  {
    kode: 'perizinan',
    urusan: 18,
    opd: 'Dinas Penanaman Modal dan Pelayanan Terpadu Satu Pintu',
    akronim: ['SIMPEL', 'SI-CANTIK', 'MPP', 'IZIN KILAT', 'PASTI', 'SIPANDU', 'LAYAN INVESTOR', 'KLINIK IZIN'],
    deskripsi: [
      'Mal Pelayanan Publik Terpadu',
      'Perizinan Berusaha Daring dengan Tanda Tangan Elektronik',
      'Klinik Pendampingan Perizinan bagi Usaha Mikro',
      'Layanan Antar Izin ke Rumah Pemohon',
      'Peta Peluang Investasi Daerah',
      'Pengawasan Perizinan Berbasis Risiko',
      'Persetujuan Bangunan Gedung Satu Hari',
    ],
    masalah: [
      'Pelaku usaha di {daerah} mengeluhkan proses perizinan yang lama, berbelit, dan memerlukan banyak kunjungan ke kantor yang berbeda.',
      'Banyak usaha mikro belum memiliki nomor induk berusaha karena tidak memahami sistem perizinan daring.',
      'Calon investor sulit memperoleh informasi tentang lahan, tata ruang, dan insentif yang tersedia di daerah.',
      'Pengawasan setelah izin terbit belum berjalan karena petugas terbatas dan data usaha tersebar.',
    ],
    pendekatan: [
      '{nama} menyatukan layanan perizinan, kependudukan, pajak, dan perbankan dalam satu gedung dengan antrean elektronik.',
      'Melalui {singkat}, pemohon mengunggah berkas, memantau prosesnya, dan menerima izin bertanda tangan elektronik tanpa tatap muka.',
      'Petugas pendamping membantu pelaku usaha mikro mengisi permohonan langsung di pasar dan sentra usaha.',
      'Pengawasan diprioritaskan pada usaha berisiko tinggi sementara usaha berisiko rendah cukup dipantau secara berkala.',
    ],
    tujuan: [
      'Menyederhanakan perizinan berusaha dan meningkatkan iklim investasi di {daerah}.',
      'Mempercepat layanan perizinan yang transparan dan pasti bagi pelaku usaha {daerah}.',
    ],
    manfaat: [
      'Waktu dan biaya pengurusan izin berkurang, pelaku usaha mikro mudah memperoleh legalitas, dan peluang pungutan liar tertutup.',
      'Investor memperoleh kepastian layanan dan pemerintah daerah dapat memantau realisasi investasi secara langsung.',
    ],
    hasil: [
      '{n1} izin diterbitkan secara daring dengan waktu penyelesaian rata-rata {n2} hari kerja dan indeks kepuasan pemohon {n3}.',
      'Sebanyak {n1} usaha mikro telah memperoleh nomor induk berusaha dan realisasi investasi naik {n3} persen.',
    ],
  },
  {
    kode: 'pertanian',
    urusan: 27,
    opd: 'Dinas Pertanian dan Ketahanan Pangan',
    akronim: ['PETANI MAJU', 'SI-TANI', 'KARTU TANI', 'LUMBUNG', 'SAPA PETANI', 'GERTAM', 'TANI CERDAS', 'SRI'],
    deskripsi: [
      'Sekolah Lapang Iklim bagi Kelompok Tani',
      'Kartu Tani untuk Penyaluran Pupuk Bersubsidi Tepat Sasaran',
      'Petani Milenial Berbasis Aplikasi Pemasaran',
      'Irigasi Tetes Tenaga Surya di Lahan Kering',
      'Lumbung Pangan Desa Berbasis Data Panen',
      'Klinik Tanaman Keliling',
      'Asuransi Usaha Tani Padi bagi Petani Kecil',
      'Pekarangan Pangan Lestari untuk Keluarga',
    ],
    masalah: [
      'Produktivitas padi dan hortikultura di {daerah} menurun akibat perubahan pola hujan dan serangan organisme pengganggu tanaman.',
      'Penyaluran pupuk bersubsidi sering tidak tepat waktu dan tidak tepat sasaran karena data petani belum tunggal.',
      'Petani menjual hasil panen kepada tengkulak dengan harga rendah karena tidak memiliki akses pasar langsung.',
      'Minat generasi muda untuk bertani terus menurun sementara rata-rata usia petani semakin tua.',
    ],
    pendekatan: [
      '{nama} menghadirkan penyuluh dan kelompok tani dalam sekolah lapang yang membahas masalah nyata di lahan mereka.',
      'Melalui {singkat}, data petani, luas lahan, dan kebutuhan pupuk dihimpun dalam satu basis data yang dipakai kios penyalur.',
      'Aplikasi pemasaran mempertemukan petani dengan pembeli, hotel, dan koperasi sehingga rantai pasok lebih pendek.',
      'Petani muda didampingi mulai dari teknik budidaya, pengolahan hasil, hingga pemasaran daring.',
    ],
    tujuan: [
      'Meningkatkan produktivitas dan pendapatan petani serta memperkuat ketahanan pangan {daerah}.',
      'Menjamin sarana produksi pertanian sampai tepat waktu kepada petani yang berhak di {daerah}.',
    ],
    manfaat: [
      'Petani memperoleh pupuk tepat waktu, hasil panen meningkat, dan harga jual lebih baik karena rantai pasok lebih pendek.',
      'Desa memiliki cadangan pangan, generasi muda kembali tertarik bertani, dan data pertanian daerah lebih akurat.',
    ],
    hasil: [
      'Produktivitas padi di lahan sasaran naik dari {n2} menjadi {n3} kuintal per hektare dan {n1} petani telah terdaftar.',
      '{n1} petani muda bergabung dan nilai penjualan melalui aplikasi mencapai {n2} juta rupiah per bulan.',
    ],
  },
  {
    kode: 'perikanan',
    urusan: 25,
    opd: 'Dinas Kelautan dan Perikanan',
    akronim: ['NELAYAN SEJAHTERA', 'SI-IKAN', 'LAUT KITA', 'KAMPUNG BANDENG', 'GEMARIKAN', 'SIPETIK', 'PASAR IKAN', 'BAHARI'],
    deskripsi: [
      'Gerakan Memasyarakatkan Makan Ikan di Sekolah',
      'Asuransi dan Kartu Nelayan untuk Perlindungan Melaut',
      'Budi Daya Ikan dalam Ember bagi Keluarga',
      'Pelelangan Ikan Higienis dengan Pencatatan Elektronik',
      'Rumah Rumput Laut Berbasis Kelompok Perempuan Pesisir',
      'Informasi Cuaca dan Lokasi Tangkapan melalui Pesan Singkat',
      'Pengolahan Hasil Perikanan Skala Rumah Tangga',
    ],
    masalah: [
      'Nelayan kecil di {daerah} menghadapi cuaca ekstrem dan hasil tangkapan yang tidak menentu tanpa perlindungan asuransi.',
      'Harga ikan di tingkat nelayan rendah karena pelelangan belum tertib dan hasil tangkapan cepat menurun mutunya.',
      'Konsumsi ikan masyarakat dan anak sekolah di {daerah} masih di bawah angka nasional meskipun potensi perikanan besar.',
      'Kelompok perempuan pesisir belum memiliki keterampilan mengolah hasil perikanan menjadi produk bernilai tambah.',
    ],
    pendekatan: [
      '{nama} mendaftarkan nelayan kecil dalam kartu nelayan yang sekaligus menjadi dasar pemberian asuransi dan bantuan.',
      'Melalui {singkat}, informasi cuaca, harga, dan lokasi tangkapan disampaikan setiap pagi ke ponsel nelayan.',
      'Pelelangan dicatat secara elektronik sehingga harga terbentuk terbuka dan pembayaran kepada nelayan lebih cepat.',
      'Kelompok pengolah dilatih pengemasan, perizinan pangan, dan pemasaran daring.',
    ],
    tujuan: [
      'Meningkatkan kesejahteraan dan keselamatan nelayan serta nilai tambah hasil perikanan {daerah}.',
      'Mendorong konsumsi ikan sebagai sumber protein keluarga dan anak sekolah di {daerah}.',
    ],
    manfaat: [
      'Nelayan terlindungi saat melaut, harga jual lebih adil, dan keluarga pesisir memperoleh penghasilan tambahan dari pengolahan.',
      'Konsumsi ikan meningkat, gizi anak lebih baik, dan kelompok usaha pesisir tumbuh.',
    ],
    hasil: [
      '{n1} nelayan telah memiliki kartu dan asuransi, serta harga lelang rata-rata naik {n3} persen.',
      'Angka konsumsi ikan naik menjadi {n2} kilogram per kapita dan {n1} keluarga mengikuti budi daya di pekarangan.',
    ],
  },
  {
    kode: 'pariwisata',
    urusan: 26,
    opd: 'Dinas Pariwisata dan Kebudayaan',
    akronim: ['DESA WISATA', 'PESONA', 'JELAJAH', 'GALERI BUDAYA', 'SI-WISATA', 'KAMPUNG SENI', 'EKRAF', 'PANORAMA'],
    deskripsi: [
      'Pengembangan Desa Wisata Berbasis Kelompok Sadar Wisata',
      'Festival Budaya Tahunan Berbasis Komunitas',
      'Pemesanan Tiket dan Homestay Desa Wisata Daring',
      'Pelatihan Pemandu Wisata Muda',
      'Digitalisasi Naskah dan Cagar Budaya Daerah',
      'Kalender Acara Pariwisata Terpadu',
      'Sertifikasi Kebersihan dan Keamanan Destinasi',
    ],
    masalah: [
      'Potensi alam dan budaya {daerah} belum memberi penghasilan yang berarti bagi warga di sekitar destinasi.',
      'Wisatawan kesulitan memperoleh informasi penginapan, transportasi, dan acara budaya yang akurat.',
      'Kelompok sadar wisata belum memiliki keterampilan pengelolaan, pelayanan tamu, dan promosi digital.',
      'Naskah kuno dan benda cagar budaya berisiko rusak karena belum didokumentasikan dengan baik.',
    ],
    pendekatan: [
      '{nama} mendampingi kelompok sadar wisata menyusun paket wisata, standar pelayanan, dan pembagian hasil yang adil.',
      'Melalui {singkat}, homestay, pemandu, dan atraksi budaya dapat dipesan dari satu laman resmi daerah.',
      'Pemuda setempat dilatih menjadi pemandu, fotografer, dan pengelola media sosial destinasi.',
      'Promosi dilakukan bersama pelaku usaha, maskapai, dan komunitas kreatif dengan kalender acara yang disepakati.',
    ],
    tujuan: [
      'Meningkatkan kunjungan wisatawan dan pendapatan warga dari sektor pariwisata dan budaya {daerah}.',
      'Melestarikan budaya lokal {daerah} sekaligus menjadikannya sumber penghidupan warga.',
    ],
    manfaat: [
      'Warga desa memperoleh penghasilan dari homestay dan pemandu, wisatawan mendapat informasi yang jelas, dan budaya lokal terjaga.',
      'Destinasi lebih tertata, lama tinggal wisatawan bertambah, dan pelaku ekonomi kreatif mendapat pasar baru.',
    ],
    hasil: [
      'Kunjungan wisatawan naik {n3} persen dan {n2} homestay kini menerima pemesanan daring.',
      '{n1} wisatawan mengikuti festival dan perputaran uang di desa wisata mencapai {n2} juta rupiah per musim.',
    ],
  },
  {
    kode: 'lingkungan',
    urusan: 11,
    opd: 'Dinas Lingkungan Hidup',
    akronim: ['BANK SAMPAH', 'KAMPUNG IKLIM', 'SI-SAMPAH', 'HIJAU', 'SUNGAI BERSIH', 'ECO', 'GERAI', 'TPS3R'],
    deskripsi: [
      'Bank Sampah Digital dengan Tabungan Emas',
      'Gerakan Pilah Sampah dari Rumah',
      'Program Kampung Iklim Berbasis Rukun Warga',
      'Tempat Pengolahan Sampah Reduce Reuse Recycle Desa',
      'Pemantauan Kualitas Udara dan Air Secara Terbuka',
      'Penanaman Pohon dengan Adopsi oleh Warga dan Sekolah',
      'Pengolahan Sampah Organik menjadi Maggot dan Kompos',
      'Patroli Sungai Bersih bersama Komunitas',
    ],
    masalah: [
      'Timbulan sampah di {daerah} terus bertambah sementara kapasitas tempat pemrosesan akhir hampir penuh.',
      'Sebagian besar sampah rumah tangga belum dipilah sehingga sampah organik dan anorganik tercampur hingga ke tempat pembuangan.',
      'Sungai yang melintasi permukiman tercemar limbah domestik dan sampah plastik.',
      'Ruang terbuka hijau berkurang akibat alih fungsi lahan sehingga suhu kawasan permukiman meningkat.',
    ],
    pendekatan: [
      '{nama} mengajak warga memilah sampah dari rumah dan menukarkannya menjadi tabungan di bank sampah terdekat.',
      'Melalui {singkat}, setiap setoran dicatat secara digital sehingga warga dapat melihat saldo dan jumlah sampah yang berhasil dikurangi.',
      'Sampah organik diolah menjadi kompos dan pakan maggot yang hasilnya dijual kembali oleh kelompok warga.',
      'Sekolah dan komunitas dilibatkan dalam penanaman dan perawatan pohon dengan sistem adopsi.',
    ],
    tujuan: [
      'Mengurangi sampah yang dibuang ke tempat pemrosesan akhir dan memperbaiki kualitas lingkungan {daerah}.',
      'Membangun kebiasaan warga {daerah} untuk mengelola sampah dan menjaga lingkungan secara mandiri.',
    ],
    manfaat: [
      'Volume sampah berkurang, warga memperoleh penghasilan tambahan dari sampah bernilai, dan lingkungan permukiman lebih bersih.',
      'Umur layanan tempat pemrosesan akhir lebih panjang dan kesadaran lingkungan warga meningkat.',
    ],
    hasil: [
      '{n2} unit bank sampah aktif dan sampah yang dikurangi mencapai {n1} ton per tahun.',
      'Sampah yang terangkut ke tempat pemrosesan akhir turun {n3} persen dan {n1} pohon telah ditanam dan dirawat.',
    ],
  },
  {
    kode: 'keuangan',
    urusan: 34,
    opd: 'Badan Pendapatan Daerah',
    akronim: ['E-PAJAK', 'SI-PEDE', 'BAYAR MUDAH', 'PAJAKKU', 'SAMSAT DESA', 'TAPIS', 'JAGA PAD', 'KAS DAERAH'],
    deskripsi: [
      'Pembayaran Pajak Daerah Nontunai melalui Kode QR',
      'Retribusi Pasar Elektronik',
      'Pemutakhiran Data Pajak Bumi dan Bangunan Berbasis Peta',
      'Layanan Pajak Keliling di Desa',
      'Transparansi Anggaran Desa dan Kelurahan',
      'Perekaman Transaksi Hotel dan Restoran Secara Daring',
      'Sistem Informasi Pengelolaan Keuangan Daerah Terintegrasi',
    ],
    masalah: [
      'Realisasi pendapatan asli daerah {daerah} belum optimal karena data wajib pajak tidak mutakhir dan pembayaran masih tunai.',
      'Pungutan retribusi di pasar dilakukan secara manual sehingga rawan kebocoran dan sulit dipertanggungjawabkan.',
      'Warga di desa harus menempuh perjalanan jauh ke kantor pelayanan untuk membayar pajak.',
      'Informasi penggunaan anggaran belum tersaji secara terbuka sehingga pengawasan masyarakat lemah.',
    ],
    pendekatan: [
      '{nama} menyediakan pembayaran melalui bank, toko ritel, dan dompet digital dengan kode bayar yang unik.',
      'Melalui {singkat}, data objek pajak dipetakan ulang dengan citra satelit dan verifikasi lapangan.',
      'Transaksi usaha hotel dan restoran direkam alat perekam sehingga pajak dihitung dari omzet yang sebenarnya.',
      'Ringkasan anggaran dan realisasinya diumumkan di papan informasi dan laman resmi setiap triwulan.',
    ],
    tujuan: [
      'Meningkatkan pendapatan asli daerah {daerah} melalui layanan pajak yang mudah, nontunai, dan transparan.',
      'Menutup celah kebocoran pendapatan dan memperkuat akuntabilitas keuangan {daerah}.',
    ],
    manfaat: [
      'Wajib pajak membayar dengan mudah kapan saja, kebocoran berkurang, dan pendapatan daerah meningkat.',
      'Warga dapat mengawasi penggunaan anggaran dan pemerintah daerah memperoleh data pendapatan secara langsung.',
    ],
    hasil: [
      'Pendapatan asli daerah naik {n3} persen dan {n1} transaksi pembayaran dilakukan secara nontunai.',
      'Data {n1} objek pajak telah dimutakhirkan dan penerimaan retribusi pasar naik {n3} persen.',
    ],
  },
  {
    kode: 'perhubungan',
    urusan: 15,
    opd: 'Dinas Perhubungan',
    akronim: ['TRANS DAERAH', 'SI-PARKIR', 'ANGKOT PINTAR', 'JALUR AMAN', 'SMART TRAFFIC', 'BUS SEKOLAH', 'KIR ONLINE', 'SEBERANG'],
    deskripsi: [
      'Bus Sekolah Gratis bagi Pelajar di Pinggiran',
      'Parkir Elektronik Tepi Jalan',
      'Pengaturan Lampu Lalu Lintas Adaptif',
      'Uji Berkala Kendaraan Bermotor Daring',
      'Angkutan Perintis Antarpulau Terjadwal',
      'Zona Selamat Sekolah dengan Petugas Penyeberang',
    ],
    masalah: [
      'Kemacetan di ruas utama {daerah} meningkat pada jam berangkat sekolah dan kerja.',
      'Pelajar di kawasan pinggiran harus berjalan jauh atau menumpang kendaraan yang tidak aman untuk ke sekolah.',
      'Retribusi parkir tepi jalan belum sebanding dengan jumlah kendaraan yang parkir.',
      'Warga pulau kecil tidak memiliki jadwal angkutan laut yang pasti.',
    ],
    pendekatan: [
      '{nama} menyediakan armada dengan rute dan jadwal yang disusun bersama sekolah dan orang tua.',
      'Melalui {singkat}, pembayaran dilakukan nontunai dan setiap transaksi tercatat di pusat kendali.',
      'Durasi lampu lalu lintas diatur otomatis sesuai antrean kendaraan yang terekam kamera.',
      'Jadwal dan posisi armada dapat dipantau warga melalui aplikasi dan pesan singkat.',
    ],
    tujuan: [
      'Mewujudkan transportasi yang aman, tertib, dan terjangkau bagi warga {daerah}.',
      'Mengurangi kemacetan dan meningkatkan keselamatan pengguna jalan di {daerah}.',
    ],
    manfaat: [
      'Waktu perjalanan lebih singkat, pelajar berangkat dengan aman, dan pendapatan retribusi lebih transparan.',
      'Warga mendapat kepastian jadwal angkutan dan angka kecelakaan di kawasan sekolah menurun.',
    ],
    hasil: [
      '{n1} pelajar terlayani setiap hari dan kecelakaan di zona sekolah turun {n3} persen.',
      'Waktu tempuh di koridor utama berkurang {n3} persen dan retribusi parkir naik menjadi {n2} juta rupiah per bulan.',
    ],
  },
  {
    kode: 'umkm',
    urusan: 17,
    opd: 'Dinas Koperasi dan Usaha Mikro',
    akronim: ['UMKM NAIK KELAS', 'PASAR RAKYAT', 'SI-KOPI', 'RUMAH KEMASAN', 'KLINIK UMKM', 'BELA BELI', 'GERAI DESA', 'MODAL BERGULIR'],
    deskripsi: [
      'Klinik Konsultasi dan Pendampingan Usaha Mikro',
      'Rumah Kemasan untuk Produk Pangan Lokal',
      'Pasar Rakyat Digital dengan Pembayaran Nontunai',
      'Gerakan Belanja Produk Lokal oleh Aparatur',
      'Kredit Usaha Tanpa Agunan Bersama Bank Daerah',
      'Inkubator Wirausaha Muda di Perguruan Tinggi',
      'Sertifikasi Halal dan Izin Edar Gratis',
    ],
    masalah: [
      'Sebagian besar usaha mikro di {daerah} belum memiliki izin edar, sertifikat halal, dan kemasan yang memenuhi standar pasar modern.',
      'Pelaku usaha kecil sulit memperoleh modal karena tidak memiliki agunan dan catatan keuangan.',
      'Produk lokal kalah bersaing dengan produk dari luar daerah di toko ritel dan pasar daring.',
      'Pedagang pasar tradisional kehilangan pembeli karena belum menyediakan pembayaran nontunai.',
    ],
    pendekatan: [
      '{nama} memberikan pendampingan satu pintu mulai dari perizinan, sertifikasi, kemasan, hingga pemasaran.',
      'Melalui {singkat}, pelaku usaha mencatat penjualan harian sehingga memiliki riwayat usaha untuk pengajuan kredit.',
      'Aparatur dan perangkat daerah diwajibkan membelanjakan sebagian anggaran konsumsi untuk produk lokal.',
      'Pedagang pasar dibantu membuka toko daring dan menerima pembayaran dengan kode QR.',
    ],
    tujuan: [
      'Meningkatkan daya saing dan omzet usaha mikro dan kecil di {daerah}.',
      'Memperluas pasar produk lokal {daerah} dan membuka akses permodalan bagi pelaku usaha kecil.',
    ],
    manfaat: [
      'Produk lokal memenuhi standar pasar, omzet pelaku usaha meningkat, dan lapangan kerja baru tercipta.',
      'Pelaku usaha memiliki catatan keuangan, akses modal terbuka, dan pedagang pasar menjangkau pembeli baru.',
    ],
    hasil: [
      '{n1} usaha mikro telah bersertifikat dan omzet rata-rata naik {n3} persen.',
      'Transaksi produk lokal mencapai {n2} juta rupiah per bulan dan {n1} pelaku usaha memperoleh kredit.',
    ],
  },
  {
    kode: 'kominfo',
    urusan: 16,
    opd: 'Dinas Komunikasi dan Informatika',
    akronim: ['SATU DATA', 'LAPOR', 'SI-WARGA', 'DESA DIGITAL', 'SMART CITY', 'SIPPN', 'SUARA WARGA', 'PORTAL'],
    deskripsi: [
      'Satu Data Pembangunan Daerah',
      'Kanal Pengaduan Warga Terpadu',
      'Internet Desa di Balai Warga',
      'Aplikasi Layanan Warga Satu Pintu',
      'Ruang Kendali Daerah untuk Pemantauan Layanan',
      'Literasi Digital bagi Aparatur dan Warga',
    ],
    masalah: [
      'Data sektoral {daerah} tersimpan di tiap perangkat daerah dengan format berbeda sehingga sulit dipakai untuk perencanaan.',
      'Pengaduan warga masuk melalui banyak kanal tanpa batas waktu tindak lanjut yang jelas.',
      'Banyak desa belum memiliki akses internet sehingga layanan daring belum dapat dinikmati warganya.',
      'Warga harus mengunduh banyak aplikasi berbeda untuk mengakses layanan pemerintah daerah.',
    ],
    pendekatan: [
      '{nama} menetapkan walidata, standar data, dan jadwal pemutakhiran untuk setiap perangkat daerah.',
      'Melalui {singkat}, seluruh pengaduan dicatat dalam satu sistem dengan batas waktu jawaban dan penanggung jawab yang jelas.',
      'Titik akses internet dipasang di balai desa dan dikelola kader digital yang dilatih dinas.',
      'Layanan yang sering dipakai warga digabungkan dalam satu aplikasi dengan satu akun.',
    ],
    tujuan: [
      'Menyediakan data dan layanan digital yang terpadu bagi warga dan perangkat daerah {daerah}.',
      'Mempercepat tindak lanjut pengaduan dan memperluas akses layanan digital di {daerah}.',
    ],
    manfaat: [
      'Perencanaan memakai data yang sama, pengaduan terjawab tepat waktu, dan warga cukup memakai satu aplikasi.',
      'Desa terhubung dengan internet dan aparatur lebih cakap memanfaatkan teknologi dalam pelayanan.',
    ],
    hasil: [
      '{n1} set data telah terbit di portal data daerah dan {n3} persen pengaduan dijawab dalam lima hari kerja.',
      '{n2} desa telah terhubung internet dan aplikasi layanan warga diunduh {n1} kali.',
    ],
  },
];

/** Sentences every sector shares: how it was carried out, supported, monitored and kept going. */
export const PELAKSANAAN: readonly string[] = [
  'Selama uji coba, {opd} mencatat kendala di lapangan dan menyempurnakan prosedur sebelum penerapan diperluas.',
  'Penerapan diperluas secara bertahap setelah evaluasi uji coba menunjukkan hasil yang memuaskan bagi warga dan petugas.',
  'Prosedur kerja ditetapkan dalam standar operasional yang memuat alur layanan, waktu penyelesaian, dan penanggung jawab.',
  'Sebanyak {n2} petugas dan kader dilatih agar mampu menjalankan layanan sesuai standar yang ditetapkan.',
  'Sosialisasi dilakukan melalui radio lokal, media sosial, rumah ibadah, dan pertemuan rukun warga.',
  'Kegiatan ini dijalankan dengan memanfaatkan sarana yang sudah ada sehingga biaya awal dapat ditekan.',
  'Camat dan kepala desa dilibatkan sejak awal agar pelaksanaan di tingkat wilayah berjalan serentak.',
];
export const DUKUNGAN: readonly string[] = [
  'Inovasi ini ditetapkan dengan keputusan kepala daerah dan dianggarkan dalam dokumen pelaksanaan anggaran {opd}.',
  'Dukungan pendanaan juga diperoleh dari dana desa dan tanggung jawab sosial perusahaan di sekitar wilayah sasaran.',
  'Perguruan tinggi setempat membantu menyusun instrumen pengukuran dan mengevaluasi dampak inovasi.',
  'Kerja sama dengan organisasi kemasyarakatan memperluas jangkauan inovasi hingga ke kelompok yang sulit dijangkau.',
  'Forum perangkat daerah bertemu setiap bulan untuk menyelaraskan program agar tidak tumpang tindih.',
  'Tim pelaksana lintas perangkat daerah dibentuk dengan pembagian tugas yang tertulis.',
];
export const PEMANTAUAN: readonly string[] = [
  'Capaian dipantau melalui dasbor yang diperbarui setiap pekan dan dibahas dalam rapat evaluasi bulanan.',
  'Survei kepuasan warga dilakukan setiap semester dan hasilnya dipakai untuk memperbaiki layanan.',
  'Setiap keluhan warga dicatat dan ditindaklanjuti paling lama lima hari kerja.',
  'Inspektorat daerah melakukan reviu berkala untuk memastikan pelaksanaan sesuai ketentuan.',
  'Data capaian dilaporkan kepada kepala daerah dan dipublikasikan di laman resmi pemerintah daerah.',
  'Indikator kinerja inovasi dimasukkan ke dalam perjanjian kinerja kepala perangkat daerah.',
];
export const KEBERLANJUTAN: readonly string[] = [
  'Beberapa daerah tetangga telah berkunjung untuk mempelajari {singkat} dan berencana mereplikasinya.',
  'Ke depan, {singkat} akan dihubungkan dengan sistem informasi perangkat daerah lain agar datanya dapat dipakai bersama.',
  'Pengembangan berikutnya diarahkan pada perluasan wilayah layanan dan peningkatan kapasitas petugas di tingkat desa.',
  'Pengetahuan pelaksanaan {singkat} didokumentasikan dalam buku panduan agar mudah diteruskan kepada petugas baru.',
];

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** Deterministic pseudo-random numbers in [0, 1) (the same sample on every machine). */
export function acak(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
export type Acak = ReturnType<typeof acak>;

/** `k` distinct items of `xs`, picked by `rnd`. */
export function ambilAcak<T>(xs: readonly T[], k: number, rnd: Acak): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < k && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
  return out;
}

export const sektorUrusan = (urusan: number): Sektor | undefined => SEKTOR.find((s) => s.urusan === urusan);

/** A date YYYY-MM-DD. */
const tgl = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Trial and application dates of an innovation applied in `tahun`: the application on any day of the year
 * (at most `maks`), the trial 2 to 9 months before it (never before `min`).
 */
export function tanggalInovasi(tahun: number, rnd: Acak, min = '2023-01-01', maks?: string): { waktu: string; waktu_implementasi: string } {
  const awal = Date.UTC(tahun, 0, 1);
  const akhir = Math.min(Date.UTC(tahun, 11, 31), maks ? Date.parse(`${maks}T00:00:00Z`) : Infinity);
  const impl = new Date(awal + Math.floor(rnd() * ((akhir - awal) / 86_400_000 + 1)) * 86_400_000);
  const uji = new Date(Math.max(Date.parse(`${min}T00:00:00Z`), impl.getTime() - (60 + Math.floor(rnd() * 210)) * 86_400_000));
  return { waktu: tgl(uji), waktu_implementasi: tgl(impl) };
}

/** The acronym of a name "ACRONYM: description" (else the name). */
export const singkatan = (nama: string) => (nama.includes(':') ? nama.split(':')[0]!.trim() : nama);

export interface TeksInovasi {
  latar_belakang: string;
  tujuan: string;
  manfaat: string;
  hasil_inovasi: string;
}

/**
 * The proposal texts of one innovation, composed from the sector's and the shared sentence banks: five
 * paragraphs of rancang bangun (problem, approach, implementation, support and monitoring, what comes next),
 * at least `minKata` words, no sentence twice; `awal` sentences (the innovation's own) open the text.
 */
export function susunTeks(
  s: Sektor,
  v: { nama: string; daerah: string; waktu: string; seed: number; awal?: readonly string[] },
  countWords: (t: string) => number,
  minKata = 320,
): TeksInovasi {
  const rnd = acak(v.seed);
  const n1 = 40 + Math.floor(rnd() * 4960);
  const n2 = 3 + Math.floor(rnd() * 60);
  const n3 = 5 + Math.floor(rnd() * 40);
  const [th, bl] = v.waktu.split('-');
  const n1Teks = String(n1).replace(/\B(?=(\d{3})+(?!\d))/g, '.'); // 4.960, as Indonesian writes it
  const bulan = `${BULAN[Number(bl) - 1] ?? 'Januari'} ${th}`;
  const opd = `${s.opd} ${v.daerah}`;
  const akronim = singkatan(v.nama);
  const isi = (t: string) =>
    t
      .replaceAll('{daerah}', v.daerah)
      .replaceAll('{nama}', v.nama)
      .replaceAll('{singkat}', akronim)
      .replaceAll('{opd}', opd)
      .replaceAll('{n1}', n1Teks)
      .replaceAll('{n2}', String(n2))
      .replaceAll('{n3}', String(n3))
      .replaceAll('{bulan}', bulan);
  const bank = {
    masalah: ambilAcak(s.masalah, s.masalah.length, rnd),
    pendekatan: ambilAcak(s.pendekatan, s.pendekatan.length, rnd),
    pelaksanaan: ambilAcak(PELAKSANAAN, PELAKSANAAN.length, rnd),
    dukungan: ambilAcak(DUKUNGAN, DUKUNGAN.length, rnd),
    pemantauan: ambilAcak(PEMANTAUAN, PEMANTAUAN.length, rnd),
    lanjut: ambilAcak(KEBERLANJUTAN, KEBERLANJUTAN.length, rnd),
  };
  // each paragraph carries something of this innovation only (its name, acronym, region, month or numbers)
  const para: string[][] = [
    [...(v.awal ?? []), ...bank.masalah.splice(0, 2), 'Kondisi tersebut mendorong {opd} merancang {nama}.'],
    [s.pendekatan[0]!, ...bank.pendekatan.filter((t) => t !== s.pendekatan[0]).splice(0, 1)],
    ['Uji coba {singkat} dimulai pada {bulan} di beberapa lokasi percontohan yang dipilih berdasarkan kebutuhan dan kesiapan warga.', ...bank.pelaksanaan.splice(0, 2)],
    ['Pada tahun pertama penerapan, {singkat} menjangkau {n1} penerima manfaat.', ...bank.dukungan.splice(0, 2), ...bank.pemantauan.splice(0, 1)],
    ['Agar berkelanjutan, {singkat} telah dimasukkan ke dalam rencana strategis {opd} untuk lima tahun ke depan.', ...bank.lanjut.splice(0, 1)],
  ];
  bank.pendekatan = bank.pendekatan.filter((t) => !para[1]!.includes(t));
  let kata = countWords(para.map((p) => p.map(isi).join(' ')).join(' '));
  const sisa = [bank.masalah, bank.pendekatan, bank.pelaksanaan, bank.dukungan, bank.pemantauan, bank.lanjut];
  for (let i = 0; kata < minKata && sisa.some((x) => x.length); i++) {
    const dari = sisa[i % sisa.length]!;
    if (!dari.length) continue;
    const t = dari.shift()!;
    para[i % para.length]!.push(t);
    kata += countWords(isi(t));
  }
  const hasil = ambilAcak(s.hasil, 1, rnd)[0]!;
  return {
    latar_belakang: para.map((p) => `<p>${p.map(isi).join(' ')}</p>`).join('\n'),
    tujuan: `<p>${isi(ambilAcak(s.tujuan, 1, rnd)[0]!)} ${isi(`Inovasi ${singkatan(v.nama)} diharapkan menjadi cara kerja tetap {opd}.`)}</p>`,
    manfaat: `<p>${isi(ambilAcak(s.manfaat, 1, rnd)[0]!)} ${isi('Manfaat ini dirasakan langsung oleh warga {daerah} yang dilayani {singkat}.')}</p>`,
    hasil_inovasi: `<p>${isi(hasil)} ${isi('Capaian {singkat} ini tercatat sejak penerapan dimulai dan terus dipantau setiap bulan.')}</p>`,
  };
}
