import { Tooltip } from '@mantine/core';

export type PosisiTip = 'top' | 'bottom' | 'left' | 'right';

/** The hovered element and what its `tip()` says. */
export interface Sasaran {
  el: HTMLElement;
  label: string;
  lebar: number | null;
  posisi: PosisiTip;
}

/** The shared tooltip itself (components/TooltipBersama.tsx): Mantine's tooltip placed on the hovered element. */
export default function TooltipSasaran({ sasaran, terbuka }: { sasaran: Sasaran; terbuka: boolean }) {
  return <Tooltip target={sasaran.el} label={sasaran.label} opened={terbuka} position={sasaran.posisi} multiline={sasaran.lebar !== null} w={sasaran.lebar ?? undefined} />;
}
