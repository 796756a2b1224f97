import { describe, expect, it } from 'vitest';
import { MATRIX, RESOURCES } from '@sigap/domain';
import { columnsOf } from './query';
import { TABLES } from './tables';

/** Columns the server manages that no form shows (jumlah_kata: word counts kept on write, modules/inovasi/turunan.ts). */
const SERVER_COLUMNS = new Set(['id', 'created_at', 'updated_at', 'token_version', 'last_login_at', 'jumlah_kata']);

/** Columns a resource leaves out on purpose: competition entries are never in the index, and is_lomba is set by the server. */
const LEFT_OUT: Record<string, readonly string[]> = {
  lomba_inovasi: ['keluar_indeks_alasan', 'keluar_indeks_oleh', 'keluar_indeks_pada', 'is_lomba'],
};

describe('resource definitions and the database schema stay in step', () => {
  for (const [name, resource] of Object.entries(RESOURCES)) {
    it(name, () => {
      const table = TABLES[resource!.name];
      expect(table, `no table for ${name}`).toBeDefined();
      const cols = columnsOf(table!);
      for (const field of Object.keys(resource!.fields)) expect(cols, `${name}.${field} has no column`).toHaveProperty(field);
      for (const col of Object.keys(cols)) {
        if (SERVER_COLUMNS.has(col) || LEFT_OUT[name]?.includes(col)) continue;
        expect(resource!.fields, `${name}.${col} is not described in the resource`).toHaveProperty(col);
      }
      for (const c of resource!.list.columns) expect(cols).toHaveProperty(c);
      if (resource!.timestamps) expect(cols).toHaveProperty('updated_at');
      expect(MATRIX).toHaveProperty(name);
    });
  }

  it('every table of the generic API has a resource', () => {
    for (const name of Object.keys(TABLES)) expect(RESOURCES).toHaveProperty(name);
  });
});
