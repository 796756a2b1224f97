import { useEffect, useState } from 'react';
import { Button, Drawer, SegmentedControl, SimpleGrid, Stack, Switch, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { session, SIDEBAR_THEMES, useLayoutPrefs, type LayoutName } from '../../lib/session';
import { SIDEBAR_THEME_STYLES } from './themes';

/** The customizer's drawer (app/layout/Customizer.tsx loads it on first use). */
export default function LaciTampilan({ opened: diminta, onClose }: { opened: boolean; onClose: () => void }) {
  const prefs = useLayoutPrefs();
  // opened one render after mounting, so the first opening slides in like every later one
  const [terpasang, setTerpasang] = useState(false);
  useEffect(() => setTerpasang(true), []);
  const opened = diminta && terpasang;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Pengaturan Tampilan"
      position={prefs.rtl ? 'left' : 'right'}
      size={320}
      closeButtonProps={{ 'aria-label': 'Tutup' }}
    >
      <Stack gap="lg">
        <div>
          <Text fw={600} size="sm" mb={6}>
            Tata letak
          </Text>
          <SegmentedControl
            fullWidth
            value={prefs.layout}
            onChange={(v) => session.setLayout({ layout: v as LayoutName })}
            data={[
              { value: 'layout1', label: 'Layout 1' },
              { value: 'layout2', label: 'Layout 2' },
            ]}
            aria-label="Tata letak"
          />
          <Text size="xs" c="dimmed" mt={4}>
            Layout 1: sidebar terang dan kepala berwarna. Layout 2: sidebar berwarna sesuai tema.
          </Text>
        </div>
        <div>
          <Text fw={600} size="sm" mb={6}>
            Tema sidebar
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {prefs.layout === 'layout2' ? 'Warna sidebar Layout 2.' : 'Tema berlaku pada Layout 2; memilih tema beralih ke Layout 2.'}
          </Text>
          <SimpleGrid cols={4} spacing={8} role="radiogroup" aria-label="Tema sidebar">
            {SIDEBAR_THEMES.map((t) => {
              const selected = prefs.theme === t;
              return (
                <Tooltip key={t} label={SIDEBAR_THEME_STYLES[t].label}>
                  <UnstyledButton
                    role="radio"
                    aria-checked={selected}
                    aria-label={SIDEBAR_THEME_STYLES[t].label}
                    data-theme-option={t}
                    onClick={() => session.setLayout({ theme: t, layout: 'layout2' })}
                    className="sigap-swatch"
                    style={{ background: SIDEBAR_THEME_STYLES[t].background }}
                  >
                    {selected && <IconCheck size={18} color="white" />}
                  </UnstyledButton>
                </Tooltip>
              );
            })}
          </SimpleGrid>
        </div>
        <Switch
          label="Sidebar terbuka"
          description="Pada layar lebar"
          checked={prefs.sidebarOpen}
          onChange={(e) => session.setLayout({ sidebarOpen: e.currentTarget.checked })}
        />
        <Switch
          label="Arah kanan ke kiri (RTL)"
          checked={prefs.rtl}
          onChange={(e) => session.setLayout({ rtl: e.currentTarget.checked })}
        />
        <Button variant="default" onClick={() => session.resetLayout()}>
          Kembalikan bawaan
        </Button>
      </Stack>
    </Drawer>
  );
}
