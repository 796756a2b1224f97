import { getResource, type ModuleDef, type ResourceDef } from '@sigap/domain';

/**
 * A resource's custom row action (`resource.actions`, e.g. "Daftar Foto" of
 * an album) opens the list of its child records: the CRUD module whose
 * resource has a filterable lookup to this resource, filtered to the row.
 * Returns null when the role has no such module (the action is not shown).
 */
export function relatedList(action: { name: string }, resource: ResourceDef, modules: readonly ModuleDef[]): { slug: string; field: string } | null {
  const candidates: { slug: string; field: string; score: number }[] = [];
  for (const m of modules) {
    if (!m.crud || !m.resource || m.resource === resource.name) continue;
    const child = getResource(m.resource);
    if (!child) continue;
    for (const [field, def] of Object.entries(child.fields)) {
      if (def.kind !== 'lookup' || def.lookup?.resource !== resource.name || !def.filterable) continue;
      // prefer the module named after the action (gallery, klaster_detail, indikator_skala)
      const score = m.slug === action.name ? 3 : m.slug.includes(action.name) || action.name.includes(m.slug) ? 2 : m.hidden ? 1 : 0;
      candidates.push({ slug: m.slug, field, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  return best ? { slug: best.slug, field: best.field } : null;
}
