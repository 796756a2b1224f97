import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, AppShell, Avatar, Breadcrumbs, Burger, Button, Group, Menu, Modal, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { findModule } from '@sigap/domain';
import { tip } from '../../components/TooltipBersama';
import { buangDariPerangkat, jumlahDiPerangkat } from '../../lib/kotak-keluar-ringan';
import { useIsMobile } from '../../lib/media';
import { useModules } from '../../lib/modules';
import { platformQueries } from '../../lib/platform-api';
import { homePath } from '../../lib/routes';
import { session, useLayoutPrefs, useUser } from '../../lib/session';
import { PageLoader } from '../PageLoader';
import { breadcrumbsFor, buildMenu, inisialAvatar } from '../menu';
import { Customizer } from './Customizer';
import { Sidebar } from './Sidebar';
import NotifikasiBell from '../../features/notifikasi/NotifikasiBell';
// the offline outbox indicator loads after the frame (its engine is not needed for the first paint)
const KotakKeluar = lazy(() => import('../../components/KotakKeluar').then((m) => ({ default: m.KotakKeluar })));

/** The signed-in frame: header, sidebar menu, breadcrumb, customizer (PLT-08). */
export default function AppLayout() {
  const user = useUser();
  const prefs = useLayoutPrefs();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const modules = useModules();
  const isMobile = useIsMobile();
  const [mobileOpen, setMobileOpen] = useState(false);

  // the user (role, region, flags) refreshed from /me once per visit
  const me = useQuery(platformQueries.me());
  useEffect(() => {
    if (me.data) session.setUser(me.data);
  }, [me.data]);

  // the overlay menu closes when the page changes
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const groups = useMemo(() => buildMenu(modules.data), [modules.data]);
  const slug = /^\/dashboard\/([^/?#]+)/.exec(location.pathname)?.[1] ?? null;
  const home = homePath(user);
  const crumbs = breadcrumbsFor(location.pathname, home, findModule);
  const open = isMobile ? mobileOpen : prefs.sidebarOpen;
  const pageTitle = crumbs.map((c) => c.label).slice(-2).reverse().join(' · ');
  useEffect(() => {
    document.title = `${pageTitle} · SIGAP Inovasi`;
  }, [pageTitle]);

  function toggleMenu() {
    if (isMobile) setMobileOpen((o) => !o);
    else session.setLayout({ sidebarOpen: !prefs.sidebarOpen });
  }

  // saves still on this device: signing out asks whether to keep them (sent at the next sign-in) or remove them
  const [tertunda, setTertunda] = useState(0);
  function keluar(buang: boolean) {
    if (buang) buangDariPerangkat();
    setTertunda(0);
    session.signOut();
    qc.clear();
    navigate('/login', { replace: true });
  }
  function signOut() {
    const n = jumlahDiPerangkat();
    if (n > 0) setTertunda(n);
    else keluar(false);
  }


  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !prefs.sidebarOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
      data-layout={prefs.layout}
      className="sigap-shell"
    >
      <AppShell.Header className="sigap-header" data-layout={prefs.layout}>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={open} onClick={toggleMenu} size="sm" aria-label={open ? 'Tutup menu' : 'Buka menu'} aria-expanded={open} {...tip(open ? 'Tutup menu' : 'Buka menu')} />
            {(isMobile || !prefs.sidebarOpen) && (
              <Text fw={700} className="sigap-header-title" truncate>
                SIGAP Inovasi
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            {isMobile && <Customizer inHeader />}
            <Suspense fallback={null}>
              <KotakKeluar />
            </Suspense>
            <NotifikasiBell />
            <Menu position="bottom-end" width={240} withinPortal>
              <Menu.Target>
                {/* named by its text (axe: the visible name must be part of the accessible name) */}
                <UnstyledButton className="sigap-user">
                  <VisuallyHidden>Menu pengguna</VisuallyHidden>
                  <Group gap="xs" wrap="nowrap">
                    <div className="sigap-user-text">
                      <Text size="sm" fw={600} truncate data-testid="user-name">
                        {user?.nama_lengkap}
                      </Text>
                      <Text size="xs" c="dimmed" truncate data-testid="user-role">
                        {user?.role_label ?? user?.role}
                      </Text>
                    </div>
                    <Avatar color="indigo" radius="xl" size={36}>
                      {inisialAvatar(user?.nama_lengkap)}
                    </Avatar>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Text size="sm" fw={600} c="var(--mantine-color-text)">
                    {user?.nama_lengkap}
                  </Text>
                  <Text size="xs">{user?.role_label ?? user?.role}</Text>
                  {user?.daerah && <Text size="xs">{user.daerah.nama}</Text>}
                </Menu.Label>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
                  Keluar
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <Sidebar
        open={open}
        groups={groups}
        loading={modules.isPending}
        activeSlug={slug}
        layout={prefs.layout}
        theme={prefs.theme}
        onNavigate={() => setMobileOpen(false)}
      />

      <AppShell.Main className="sigap-main">
        <nav aria-label="Breadcrumb">
          <Breadcrumbs mb="md" separator="›" className="sigap-crumbs">
            {crumbs.map((c, i) =>
              c.to && i < crumbs.length - 1 ? (
                <Anchor key={i} component={Link} to={c.to} size="sm">
                  {c.label}
                </Anchor>
              ) : (
                <Text key={i} size="sm" c={i === crumbs.length - 1 ? undefined : 'dimmed'} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
                  {c.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {!isMobile && <Customizer />}
      <Modal opened={tertunda > 0} onClose={() => setTertunda(0)} title="Ada perubahan yang belum terkirim" closeButtonProps={{ 'aria-label': 'Batal' }}>
        <Stack gap="sm">
          <Text size="sm">
            {tertunda} perubahan masih tersimpan di perangkat ini dan belum sampai ke server. Jika perangkat ini dipakai bersama, buang perubahan itu sebelum keluar; jika tidak, perubahan dikirim saat Anda masuk lagi di sini.
          </Text>
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => setTertunda(0)}>
              Batal
            </Button>
            <Button variant="light" color="red" onClick={() => keluar(true)}>
              Buang dan keluar
            </Button>
            <Button onClick={() => keluar(false)}>Simpan di perangkat dan keluar</Button>
          </Group>
        </Stack>
      </Modal>
    </AppShell>
  );
}
