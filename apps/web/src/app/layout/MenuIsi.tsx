import { Link } from 'react-router';
import { NavLink } from '@mantine/core';
import type { MenuGroup } from '../menu';
import { ModuleIcon, SECTION_ICON } from './icons';

/** The sidebar's sections and entries (app/layout/Sidebar.tsx loads it when the menu is drawn). */
export default function MenuIsi({
  groups,
  open,
  toggle,
  activeSlug,
  onNavigate,
}: {
  groups: MenuGroup[];
  open: ReadonlySet<string>;
  toggle: (title: string) => void;
  activeSlug: string | null;
  onNavigate: () => void;
}) {
  return groups.map((g) => (
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
  ));
}
