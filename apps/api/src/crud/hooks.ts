import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DataScope, FieldDef, ResourceName, SessionUser } from '@sigap/domain';
import type { Db, Tx } from '../db/client';
import type { SettingsMap } from '../lib/settings';

export interface WriteContext {
  tx: Tx;
  user: SessionUser;
  settings: SettingsMap;
  mode: 'create' | 'update';
  /** Validated values; hooks may add or change server-set columns. */
  values: Record<string, unknown>;
  current?: Record<string, unknown>;
  /** The request body as sent (for server-set columns a hook derives from it). */
  raw: Record<string, unknown>;
  /**
   * The app's root handle: a hook whose transaction writes no reference data passes it as `akar` to its reads of
   * the catalogue and the methodology, served from memory (lib/rujukan.ts, decision 117).
   */
  akar: Db;
}

export interface ResourceHooks {
  /** Field changes from settings (date windows of the period), applied before validation. */
  overrides?: (settings: SettingsMap) => Record<string, Partial<FieldDef>>;
  /** Checked inside the delete transaction, on the locked row. */
  beforeDelete?: (c: { tx: Tx; user: SessionUser; settings: SettingsMap; current: Record<string, unknown> }) => Promise<void>;
  /**
   * Related values read in the same statement as the rows of a list or a read (correlated
   * sub-selects, no extra round trips); `decorate` turns them into the response's objects.
   */
  joinFields?: () => Record<string, SQL.Aliased>;
  /**
   * An exact total cheaper than counting the rows (a maintained counter) for a list read with
   * this scope and these column filters and no search; null when it does not apply. It counts the rows the
   * resource's `extraScope` keeps (the innovation counter counts database innovations only, not competition entries).
   */
  fastTotal?: (scope: DataScope, equals: Record<string, (string | number)[]>) => SQL | null;
  /**
   * A narrow copy of the resource's table, kept equal to it by triggers in every writing transaction, that a list
   * with a search reads instead (decision 118): its exact total and the ids of its page come from the copy, the page's
   * rows from the table. `extraScope` is this hook's `extraScope` on the copy's columns. A list whose filters, sort or
   * scope need a column the copy lacks reads the table as before (crud/query.ts saringCari).
   */
  cari?: { table: PgTable; extraScope?: (user: SessionUser) => SQL | undefined };
  /** Adds related objects and allowed actions to rows of a list or a read. */
  decorate?: (db: Db, user: SessionUser, settings: SettingsMap, rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
  /** Extra row filter on top of the scope rules (e.g. which accounts a pemda sees). */
  extraScope?: (user: SessionUser) => SQL | undefined;
  beforeWrite?: (c: WriteContext) => Promise<void>;
  /** Inside the write transaction, after the row is written (derived data such as index results). */
  afterWrite?: (c: WriteContext & { row: Record<string, unknown> }) => Promise<void>;
  afterDelete?: (c: { tx: Tx; user: SessionUser; settings: SettingsMap; current: Record<string, unknown> }) => Promise<void>;
  /** Called after a committed change (cache invalidation). */
  afterCommit?: () => void;
}

/**
 * The hooks of a resource: those a module registered for it (`app.crudHooks.set(name, hooks)` in the module's
 * plugin, so the generic layer imports no module); none = the generic behaviour.
 */
export function hooksFor(name: ResourceName, registered: ReadonlyMap<ResourceName, ResourceHooks>): ResourceHooks {
  return registered.get(name) ?? {};
}

