import { inArray } from 'drizzle-orm';
import { DEFAULT_SETTINGS, definisiPengaturan, normalisasiPengaturan, validasiPengaturan } from '@sigap/domain';
import { appSettings } from '../../db/schema';
import { AppError, validationError } from '../../lib/errors';
import type { ResourceHooks } from '../../crud/hooks';

/**
 * Writes of `app_settings` (PLT-13): every value is checked by the domain
 * (`validasiPengaturan`: flags 0/1, years, dates, year lists, min/max pairs
 * against the stored other end, read in the same transaction) and stored
 * normalised; a known setting keeps its name and cannot be deleted (the
 * application reads it). The settings cache is dropped after each commit.
 */
export function settingsHooks(invalidate: () => void): ResourceHooks {
  return {
    async beforeWrite({ tx, mode, values, current }) {
      const oldName = typeof current?.name === 'string' ? current.name : undefined;
      const name = typeof values.name === 'string' ? values.name.trim() : oldName;
      if (!name) return; // the resource's own rules already ask for a name
      if (mode === 'update' && oldName && name !== oldName && definisiPengaturan(oldName)) {
        throw validationError({ name: 'Nama pengaturan bawaan tidak dapat diubah.' });
      }
      // the name always goes with the change, so the activity log says which setting changed
      values.name = name;
      if (mode === 'update' && values.setting_value === undefined && name === oldName) return;
      const value = values.setting_value !== undefined ? values.setting_value : (current?.setting_value ?? '');
      const def = definisiPengaturan(name);
      const stored: Record<string, string> = {};
      if (def?.pasangan) {
        const lawan = def.pasangan.lawan;
        const rows = await tx.select().from(appSettings).where(inArray(appSettings.name, [lawan])).for('update');
        stored[lawan] = rows[0] ? (rows[0].setting_value ?? '') : DEFAULT_SETTINGS[lawan].value;
      }
      const errors = validasiPengaturan({ [name]: value === null ? '' : String(value) }, stored);
      if (errors[name]) throw validationError({ setting_value: errors[name] });
      values.setting_value = normalisasiPengaturan(name, value === null ? '' : String(value));
    },
    async beforeDelete({ current }) {
      if (typeof current.name === 'string' && definisiPengaturan(current.name)) {
        throw new AppError('IN_USE', 'Pengaturan bawaan dipakai aplikasi sehingga tidak dapat dihapus.');
      }
    },
    afterCommit: invalidate,
  };
}
