import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AppShell, Group, NavLink, ScrollArea, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { LayoutName, SidebarTheme } from '../../lib/session';
import type { MenuGroup } from '../menu';
import { ModuleIcon, SECTION_ICON } from './icons';
import { SIDEBAR_THEME_STYLES } from './themes';

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

/** The menu: 9 sections from /platform/modules, each a collapsible group (PLT-04, PLT-08). */
export function Sidebar({ open: shown, groups, loading, activeSlug, layout, theme, onNavigate }: SidebarProps) {
  const activeSection = groups.find((g) => g.items.some((i) => i.slug === activeSlug))?.title;
  const [open, setOpen] = useState<Set<string>>(() => new Set(['Dashboard', ...(activeSection ? [activeSection] : [])]));
  useEffect(() => {
    if (activeSection) setOpen((prev) => (prev.has(activeSection) ? prev : new Set([...prev, activeSection])));
  }, [activeSection]);

  // a hidden menu (a phone, or the sidebar folded) is drawn once the page is idle, in a background pass, so the
  // first paint of the screen does not wait for it; opening the menu draws it at once
  const [menuSiap, setMenuSiap] = useState(shown);
  useEffect(() => {
    if (menuSiap) return;
    if (shown) return setMenuSiap(true);
    const siap = () => startTransition(() => setMenuSiap(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(siap, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const t = window.setTimeout(siap, 2000);
    return () => window.clearTimeout(t);
  }, [shown, menuSiap]);

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
          <Stack gap="xs" p="xs" aria-label="Memuat menu">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={28} radius="sm" opacity={0.4} />
            ))}
          </Stack>
        ) : (
          groups.map((g) => (
            <NavLink
              key={g.title}
              label={g.title}
              className="sigap-section"
              leftSection={<ModuleIcon name={SECTION_ICON[g.title] ?? 'dashboard'} />}
              opened={open.has(g.title)}
              onChange={() => toggle(g.title)}
              childrenOffset={14}
              data-section={g.title}
              component="button"
              type="button"
              aria-expanded={open.has(g.title)}
            >
              {g.items.map((item) => (
                <NavLink
                  key={item.slug}
                  component={Link}
                  to={`/dashboard/${item.slug}`}
                  label={item.title}
                  className="sigap-item"
                  leftSection={<ModuleIcon name={item.icon} size={16} />}
                  active={item.slug === activeSlug}
                  aria-current={item.slug === activeSlug ? 'page' : undefined}
                  onClick={onNavigate}
                />
              ))}
            </NavLink>
          ))
        )}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
