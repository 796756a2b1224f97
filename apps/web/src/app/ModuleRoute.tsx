import { lazy, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { can, findModule, getResource, modulesFor } from '@sigap/domain';
import { useModules } from '../lib/modules';
import { platformQueries } from '../lib/platform-api';
import { useUser } from '../lib/session';
import { PageLoader } from './PageLoader';
import { CUSTOM_SCREENS } from './screens';

const ResourceListPage = lazy(() => import('../resource-ui/ResourceListPage'));
const ResourceFormPage = lazy(() => import('../resource-ui/ResourceFormPage'));
const ResourceViewPage = lazy(() => import('../resource-ui/ResourceViewPage'));
const NotAvailablePage = lazy(() => import('../components/status/NotAvailablePage'));
const NoAccessPage = lazy(() => import('../components/status/NoAccessPage'));
const NotFoundPage = lazy(() => import('../components/status/NotFoundPage'));

// opened directly at a screen's address: its code loads with the frame, not after the list of modules arrives
const slugAwal = typeof window === 'undefined' ? undefined : /^\/dashboard\/([^/?#]+)\/?$/.exec(window.location.pathname)?.[1];
if (slugAwal) CUSTOM_SCREENS[slugAwal]?.muat().catch(() => undefined);

export type ModuleView = 'list' | 'create' | 'view' | 'edit';

/**
 * /dashboard/{slug}[/tambah|/{id}|/{id}/ubah] (PLT-04): the generic screens
 * for CRUD modules, a feature screen where one exists, else an honest
 * "belum tersedia"; unknown slugs 404, modules outside the role "no access".
 */
export function ModuleRoute({ view }: { view: ModuleView }) {
  const { slug = '', id } = useParams();
  const user = useUser();
  const modules = useModules();
  const mod = findModule(slug);
  // a session whose user is not known yet (only the token kept) waits for /me (and for the frame to keep its answer)
  // instead of showing "not found"
  const me = useQuery({ ...platformQueries.me(), enabled: !user });
  // the screen is drawn in a background pass once the list of modules arrives (decision 119), as in AuthGate
  const modulMenunggu = useDeferredValue(modules.isPending);
  if (!mod) return <NotFoundPage />;
  if (!user) return me.isError ? <NotFoundPage /> : <PageLoader />;
  if (modulMenunggu) return <PageLoader />;
  // the server's list is the authority; the domain registry answers if it failed to load
  const allowed = modules.data ? modules.data.modules.some((m) => m.slug === slug) : modulesFor(user.role).some((m) => m.slug === slug);
  if (!allowed) return <NoAccessPage module={mod} />;
  const resource = mod.crud && mod.resource ? getResource(mod.resource) : undefined;

  if (view === 'list') {
    // a feature's own screen first; then the generic list of a CRUD module; else an honest "belum tersedia"
    const Screen = CUSTOM_SCREENS[slug];
    if (Screen) return <Screen key={slug} module={mod} />;
    if (resource) return <ResourceListPage key={slug} module={mod} resource={resource} />;
    return <NotAvailablePage module={mod} />;
  }
  if (!resource) return <NotFoundPage />;
  const recordId = Number(id);
  if (view !== 'create' && !(Number.isInteger(recordId) && recordId > 0)) return <NotFoundPage />;
  if (view === 'create') return can(user.role, 'create', resource.name) ? <ResourceFormPage key="create" module={mod} resource={resource} mode="create" /> : <NoAccessPage module={mod} />;
  if (view === 'edit')
    return can(user.role, 'update', resource.name) ? <ResourceFormPage key={`edit-${recordId}`} module={mod} resource={resource} mode="update" id={recordId} /> : <NoAccessPage module={mod} />;
  return <ResourceViewPage key={`view-${recordId}`} module={mod} resource={resource} id={recordId} />;
}
