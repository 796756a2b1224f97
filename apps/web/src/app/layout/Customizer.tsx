import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { tip } from '../../components/TooltipBersama';
import { useLayoutPrefs } from '../../lib/session';
import { tunda, useMuatTunda } from '../../lib/tunda';

// the drawer's controls load the first time the handle is pointed at or opened: the frame's first paint needs
// only the handle
const LaciTampilan = tunda(() => import('./LaciTampilan'));

/**
 * The gear handle on the screen edge and its drawer: layout, sidebar theme
 * (layout2), sidebar open, right-to-left. Choices persist in `root` (PLT-08).
 */
export function Customizer({ inHeader = false }: { inHeader?: boolean }) {
  const [opened, setOpened] = useState(false);
  // the drawer is mounted from the first opening on (it keeps its closing transition after that)
  const [dipakai, setDipakai] = useState(false);
  const prefs = useLayoutPrefs();
  const buka = () => {
    setDipakai(true);
    setOpened(true);
  };
  const siapkan = () => void LaciTampilan.muat().catch(() => undefined);
  // fetched once the page has settled (drawn when opened): the drawer still opens when the connection drops later
  useMuatTunda(LaciTampilan);
  return (
    <>
      {inHeader ? (
        <ActionIcon size={38} variant="subtle" color="gray" onClick={buka} onPointerEnter={siapkan} onFocus={siapkan} aria-label="Pengaturan tampilan" className="sigap-gear-header">
          <IconSettings size={22} />
        </ActionIcon>
      ) : (
        <ActionIcon
          className="sigap-gear"
          w={34}
          h={44}
          variant="filled"
          color="indigo"
          onClick={buka}
          onPointerEnter={siapkan}
          onFocus={siapkan}
          aria-label="Pengaturan tampilan"
          {...tip('Pengaturan tampilan', undefined, prefs.rtl ? 'right' : 'left')}
        >
          <IconSettings size={20} className="sigap-gear-icon" />
        </ActionIcon>
      )}
      {dipakai && <LaciTampilan opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
