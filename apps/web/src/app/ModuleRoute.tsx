import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { can, findModule, getResource, modulesFor, type ModuleDef } from '@sigap/domain';
import { useModules } from '../lib/modules';
import { useUser } from '../lib/session';
import { PageLoader } from './PageLoader';

const ResourceListPage = lazy(() => import('../resource-ui/ResourceListPage'));
const ResourceFormPage = lazy(() => import('../resource-ui/ResourceFormPage'));
const ResourceViewPage = lazy(() => import('../resource-ui/ResourceViewPage'));
const NotAvailablePage = lazy(() => import('../features/platform/NotAvailablePage'));
const NoAccessPage = lazy(() => import('../features/platform/NoAccessPage'));
const NotFoundPage = lazy(() => import('../features/platform/NotFoundPage'));

/** Modules with their own screen (features/); every other non-CRUD module says it is not available yet. */
const CUSTOM_SCREENS: Record<string, LazyExoticComponent<ComponentType<{ module: ModuleDef }>>> = {
  summary: lazy(() => import('../features/dashboard/SummaryPage')),
};

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
  if (!mod || !user) return <NotFoundPage />;
  if (modules.isPending) return <PageLoader />;
  // the server's list is the authority; the domain registry answers if it failed to load
  const allowed = modules.data ? modules.data.modules.some((m) => m.slug === slug) : modulesFor(user.role).some((m) => m.slug === slug);
  if (!allowed) return <NoAccessPage module={mod} />;
  const resource = mod.crud && mod.resource ? getResource(mod.resource) : undefined;

  if (view === 'list') {
    if (resource) return <ResourceListPage key={slug} module={mod} resource={resource} />;
    const Screen = CUSTOM_SCREENS[slug];
    return Screen ? <Screen module={mod} /> : <NotAvailablePage module={mod} />;
  }
  if (!resource) return <NotFoundPage />;
  const recordId = Number(id);
  if (view !== 'create' && !(Number.isInteger(recordId) && recordId > 0)) return <NotFoundPage />;
  if (view === 'create') return can(user.role, 'create', resource.name) ? <ResourceFormPage key="create" module={mod} resource={resource} mode="create" /> : <NoAccessPage module={mod} />;
  if (view === 'edit')
    return can(user.role, 'update', resource.name) ? <ResourceFormPage key={`edit-${recordId}`} module={mod} resource={resource} mode="update" id={recordId} /> : <NoAccessPage module={mod} />;
  return <ResourceViewPage key={`view-${recordId}`} module={mod} resource={resource} id={recordId} />;
}

/** /inovasi* screens come with the innovation issue; the gate already applies. */
export function InovasiRoute() {
  const mod = findModule('inovasi-daerah');
  return mod ? <NotAvailablePage module={{ ...mod, title: 'Formulir Inovasi' }} /> : <NotFoundPage />;
}


