import type { SidebarTheme } from '../../lib/session';

/** The 12 sidebar colour themes of layout2 (PLT-08), with Indonesian names. */
export const SIDEBAR_THEME_STYLES: Record<SidebarTheme, { label: string; background: string }> = {
  'gradient-purple-indigo': { label: 'Gradasi ungu-nila', background: 'linear-gradient(160deg, #5b247a 0%, #1b1464 100%)' },
  'gradient-black-blue': { label: 'Gradasi hitam-biru', background: 'linear-gradient(160deg, #0b0b0f 0%, #0d3b8c 100%)' },
  'gradient-black-gray': { label: 'Gradasi hitam-abu', background: 'linear-gradient(160deg, #101010 0%, #474f57 100%)' },
  'gradient-steel-gray': { label: 'Gradasi baja-abu', background: 'linear-gradient(160deg, #1f2b3a 0%, #63707e 100%)' },
  'dark-purple': { label: 'Ungu gelap', background: '#2a1b3d' },
  'slate-gray': { label: 'Abu batu', background: '#334155' },
  'midnight-blue': { label: 'Biru malam', background: '#14213d' },
  blue: { label: 'Biru', background: '#1c5fb8' },
  indigo: { label: 'Nila', background: '#3730a3' },
  pink: { label: 'Merah muda', background: '#a3195b' },
  red: { label: 'Merah', background: '#a61b1b' },
  purple: { label: 'Ungu', background: '#6b21a8' },
};
