import { useEffect, useState } from 'react';
import { tunda } from '../lib/tunda';
import type { PosisiTip, Sasaran } from './TooltipSasaran';

// Mantine's tooltip (and floating-ui) loads with the first hover: the sign-in page's bundle does not carry it
const TooltipSasaran = tunda(() => import('./TooltipSasaran'));

/**
 * The tooltip of an element that repeats on every row of a list (an action icon, a progress bar), or of the frame's
 * buttons: `{...tip('Ubah')}` on the element, `tip(label, 280)` for a multiline one of that width, `tip(label,
 * undefined, 'left')` on another side. One Mantine tooltip for the whole page
 * (`TooltipBersama`, mounted once in App) shows it on hover, placed and animated as a `<Tooltip>` around the element
 * would be. A `<Tooltip>` per element costs a floating-ui instance each: on a page of 20 cards with 5 icons each,
 * their mounting was about a fifth of the page's main-thread time on a slow phone.
 */
export function tip(label: string, lebar?: number, posisi?: PosisiTip): { 'data-tip': string; 'data-tip-w'?: string; 'data-tip-pos'?: PosisiTip } {
  return { 'data-tip': label, ...(lebar ? { 'data-tip-w': String(lebar) } : {}), ...(posisi ? { 'data-tip-pos': posisi } : {}) };
}


/**
 * Shows the `tip()` of the element under the mouse (hover only, as Mantine's tooltip; Escape hides it). The elements
 * carry their own accessible names (the icons' `aria-label`), as they did beside a per-element tooltip.
 */
export function TooltipBersama() {
  const [sasaran, setSasaran] = useState<Sasaran | null>(null);
  const [terbuka, setTerbuka] = useState(false);

  useEffect(() => {
    let el: HTMLElement | null = null;
    const tutup = () => {
      el = null;
      setTerbuka(false);
    };
    const masuk = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      const t = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-tip]') : null;
      if (t === el) return;
      tutup();
      if (!t?.dataset.tip) return;
      el = t;
      setSasaran({ el: t, label: t.dataset.tip, lebar: Number(t.dataset.tipW) || null, posisi: (t.dataset.tipPos as PosisiTip | undefined) ?? 'top' });
      setTerbuka(true);
    };
    const keluar = (e: PointerEvent) => {
      if (!el || !(e.target instanceof Node) || !el.contains(e.target)) return;
      if (e.relatedTarget instanceof Node && el.contains(e.relatedTarget)) return;
      tutup();
    };
    const tombol = (e: KeyboardEvent) => {
      if (e.key === 'Escape') tutup();
    };
    document.addEventListener('pointerover', masuk);
    document.addEventListener('pointerout', keluar);
    document.addEventListener('keydown', tombol);
    return () => {
      document.removeEventListener('pointerover', masuk);
      document.removeEventListener('pointerout', keluar);
      document.removeEventListener('keydown', tombol);
    };
  }, []);

  if (!sasaran) return null;
  return <TooltipSasaran sasaran={sasaran} terbuka={terbuka} />;
}
