import { useEffect, useState } from 'react';
import { AppShell, Group, ScrollArea, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useSetelahSiap } from '../../lib/media';
import { tunda } from '../../lib/tunda';
import type { LayoutName, SidebarTheme } from '../../lib/session';
import type { MenuGroup } from '../menu';
import { SIDEBAR_THEME_STYLES } from './themes';

// the menu's entries and their ~60 icons load when the menu is drawn (a hidden menu: once the page has settled)
const MenuIsi = tunda(() => import('./MenuIsi'), <KerangkaMenu />);

interface SidebarProps {
  /** Open on the current screen size (closed: hidden from view, keyboard and screen readers). */
  open: boolean;
  groups: MenuGroup[];
  loading: boolean;
  activeSlug: string | null;
  layout: LayoutName;
  theme: SidebarTheme;
  onNavigate: () => void;
}

/** The menu's place while it loads. */
function KerangkaMenu() {
  return (
    <Stack gap="xs" p="xs" aria-label="Memuat menu">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h={28} radius="sm" opacity={0.4} />
      ))}
    </Stack>
  );
}

/** The menu: 9 sections from /platform/modules, each a collapsible group (PLT-04, PLT-08). */
export function Sidebar({ open: shown, groups, loading, activeSlug, layout, theme, onNavigate }: SidebarProps) {
  const activeSection = groups.find((g) => g.items.some((i) => i.slug === activeSlug))?.title;
  const [open, setOpen] = useState<Set<string>>(() => new Set(['Dashboard', ...(activeSection ? [activeSection] : [])]));
  useEffect(() => {
    if (activeSection) setOpen((prev) => (prev.has(activeSection) ? prev : new Set([...prev, activeSection])));
  }, [activeSection]);

  // a hidden menu (a phone, or the sidebar folded) is drawn, and its entries' code fetched, once the page has settled,
  // in a background pass, so the screen's first paint and downloads do not wait for it; opening the menu draws it at
  // once (a menu still loading shows its placeholder, and loads when back online)
  const menuSiap = useSetelahSiap(shown);

  const toggle = (title: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      return next;
    });

  return (
    <AppShell.Navbar
      className="sigap-nav"
      data-layout={layout}
      data-theme={layout === 'layout2' ? theme : undefined}
      style={layout === 'layout2' ? { background: SIDEBAR_THEME_STYLES[theme].background } : undefined}
      aria-label="Menu utama"
      component="nav"
      data-closed={!shown || undefined}
    >
      <AppShell.Section className="sigap-brand" px="md" py="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size={34} radius="md" variant={layout === 'layout2' ? 'white' : 'filled'} color="indigo">
            <IconBulb size={20} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="md" lh={1.2} className="sigap-brand-title">
              SIGAP Inovasi
            </Text>
            <Text size="xs" className="sigap-brand-sub" lh={1.2}>
              Indeks Inovasi Daerah
            </Text>
          </div>
        </Group>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs" pb="md" type="auto">
        {loading || !menuSiap ? (
          <KerangkaMenu />
        ) : (
          <MenuIsi groups={groups} open={open} toggle={toggle} activeSlug={activeSlug} onNavigate={onNavigate} />
        )}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
