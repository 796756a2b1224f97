/**
 * Balanced automatic assignment of jurors to nominees (decision 59).
 *
 * Goal, in this order: never a conflicted pair; every nominee gets `per_nomine` jurors; the jurors' loads (kept
 * pairs included) differ by at most one. It is a flow problem (source -> nominee, capacity n; nominee -> juror,
 * capacity 1 when allowed; juror -> sink, capacity = its load bound). The loads are bounded first by floor(T/m), then
 * by ceil(T/m) (augmenting paths never lower a juror's load, so every juror keeps at least the floor), and only when
 * conflicts make a perfect balance impossible the bound is raised one step at a time, so coverage wins over balance
 * and the loads stay as even as the conflicts allow. Deterministic: ids are sorted and each nominee visits the jurors
 * in a fixed rotation, so the same input always gives the same pairs.
 */

export interface PasanganJuri {
  nomine_id: number;
  penilai_id: number;
}

export interface MasukanPenugasan {
  nomine: readonly number[];
  penilai: readonly number[];
  /** Jurors per nominee (n). */
  per_nomine: number;
  /** False when the juror may not score the nominee (conflict of interest, declared conflict). */
  boleh: (penilai_id: number, nomine_id: number) => boolean;
  /** Pairs already made (manual ones): kept as they are and counted in the loads. */
  tetap?: readonly PasanganJuri[];
}

export interface HasilPenugasan {
  /** Every pair after the run: kept pairs first, then new ones; sorted by nominee then juror. */
  pasangan: PasanganJuri[];
  /** Only the new pairs. */
  baru: PasanganJuri[];
  /** Load per juror (kept + new). */
  beban: Record<number, number>;
  /** Nominees that could not get n allowed jurors, with how many are missing. */
  kurang: { nomine_id: number; kurang: number }[];
  /** True when every nominee has n jurors and loads differ by at most one. */
  seimbang: boolean;
}

interface Sisi {
  ke: number;
  kap: number;
  balik: number;
}

export function bagiPenugasan(m: MasukanPenugasan): HasilPenugasan {
  const nomine = [...new Set(m.nomine)].sort((a, b) => a - b);
  const penilai = [...new Set(m.penilai)].sort((a, b) => a - b);
  const n = Math.max(0, Math.floor(m.per_nomine));
  const N = nomine.length;
  const J = penilai.length;
  const tetap = (m.tetap ?? []).filter((p) => nomine.includes(p.nomine_id) && penilai.includes(p.penilai_id));
  const kunci = (p: PasanganJuri) => `${p.nomine_id}:${p.penilai_id}`;
  const adaTetap = new Set(tetap.map(kunci));
  const bebanTetap = new Map<number, number>(penilai.map((j) => [j, 0]));
  const isiTetap = new Map<number, number>(nomine.map((x) => [x, 0]));
  for (const p of tetap) {
    bebanTetap.set(p.penilai_id, (bebanTetap.get(p.penilai_id) ?? 0) + 1);
    isiTetap.set(p.nomine_id, (isiTetap.get(p.nomine_id) ?? 0) + 1);
  }

  // graph
  const S = 0;
  const T = N + J + 1;
  const g: Sisi[][] = Array.from({ length: T + 1 }, () => []);
  const tambah = (a: number, b: number, kap: number) => {
    g[a]!.push({ ke: b, kap, balik: g[b]!.length });
    g[b]!.push({ ke: a, kap: 0, balik: g[a]!.length - 1 });
    return g[a]!.length - 1;
  };
  nomine.forEach((x, i) => tambah(S, 1 + i, Math.max(0, n - (isiTetap.get(x) ?? 0))));
  nomine.forEach((x, i) => {
    // a fixed rotation per nominee spreads the pairs instead of always starting with the lowest juror id
    for (let r = 0; r < J; r++) {
      const jIdx = (i * Math.max(1, n) + r) % J;
      const j = penilai[jIdx]!;
      if (adaTetap.has(`${x}:${j}`) || !m.boleh(j, x)) continue;
      tambah(1 + i, 1 + N + jIdx, 1);
    }
  });
  const keSink = penilai.map((_, jIdx) => tambah(1 + N + jIdx, T, 0));

  const total = N * n;
  const bawah = J ? Math.floor(total / J) : 0;
  const atas = J ? Math.ceil(total / J) : 0;
  const setBatas = (batas: number) => {
    penilai.forEach((j, jIdx) => {
      const e = g[1 + N + jIdx]![keSink[jIdx]!]!;
      const terpakai = g[T]![e.balik]!.kap; // flow already sent = the reverse edge's capacity
      e.kap = Math.max(0, batas - (bebanTetap.get(j) ?? 0) - terpakai);
    });
  };
  const alir = () => {
    let f = 0;
    for (;;) {
      const dari: ([number, number] | null)[] = Array.from({ length: T + 1 }, () => null);
      const q = [S];
      const dilihat = new Array<boolean>(T + 1).fill(false);
      dilihat[S] = true;
      while (q.length && !dilihat[T]) {
        const u = q.shift()!;
        g[u]!.forEach((e, k) => {
          if (e.kap > 0 && !dilihat[e.ke]) {
            dilihat[e.ke] = true;
            dari[e.ke] = [u, k];
            q.push(e.ke);
          }
        });
      }
      if (!dilihat[T]) return f;
      for (let v = T; v !== S; ) {
        const [u, k] = dari[v]!;
        const e = g[u]![k]!;
        e.kap -= 1;
        g[v]![e.balik]!.kap += 1;
        v = u;
      }
      f++;
    }
  };
  const butuh = nomine.reduce((s, x) => s + Math.max(0, n - (isiTetap.get(x) ?? 0)), 0);
  let terisi = 0;
  if (J && butuh) {
    setBatas(bawah);
    terisi += alir();
    setBatas(atas);
    terisi += alir();
    // conflicts (or heavy kept loads) block the balance: raise the bound step by step, coverage first
    for (let batas = atas + 1; terisi < butuh && batas <= atas + N; batas++) {
      setBatas(batas);
      const f = alir();
      terisi += f;
    }
  }

  const baru: PasanganJuri[] = [];
  nomine.forEach((x, i) => {
    for (const e of g[1 + i]!) {
      if (e.ke > N && e.ke <= N + J && e.kap === 0 && g[e.ke]![e.balik]!.kap === 1) baru.push({ nomine_id: x, penilai_id: penilai[e.ke - 1 - N]! });
    }
  });
  const urut = (a: PasanganJuri, b: PasanganJuri) => a.nomine_id - b.nomine_id || a.penilai_id - b.penilai_id;
  baru.sort(urut);
  const pasangan = [...tetap, ...baru].sort(urut);
  const beban: Record<number, number> = {};
  for (const j of penilai) beban[j] = 0;
  for (const p of pasangan) beban[p.penilai_id] = (beban[p.penilai_id] ?? 0) + 1;
  const isi = new Map<number, number>();
  for (const p of pasangan) isi.set(p.nomine_id, (isi.get(p.nomine_id) ?? 0) + 1);
  const kurang = nomine.map((x) => ({ nomine_id: x, kurang: Math.max(0, n - (isi.get(x) ?? 0)) })).filter((x) => x.kurang > 0);
  const muatan = Object.values(beban);
  const seimbang = kurang.length === 0 && (muatan.length === 0 || Math.max(...muatan) - Math.min(...muatan) <= 1);
  return { pasangan, baru, beban, kurang, seimbang };
}
