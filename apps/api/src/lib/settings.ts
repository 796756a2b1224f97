import { DEFAULT_SETTINGS, parseYears, SESSION_FLAGS, type SessionFlag } from '@sigap/domain';
import type { DbOrTx } from '../db/client';
import { appSettings } from '../db/schema';

export type SettingsMap = Record<string, string>;

/**
 * Application settings with a short cache: every request that needs a flag
 * reads memory, a write through the API invalidates it at once, and other
 * processes see a change within TTL_MS.
 */
export class SettingsStore {
  private cache: { at: number; value: SettingsMap } | null = null;
  static TTL_MS = 5_000;
  constructor(private readonly db: DbOrTx) {}

  async all(): Promise<SettingsMap> {
    if (this.cache && Date.now() - this.cache.at < SettingsStore.TTL_MS) return this.cache.value;
    const rows = await this.db.select({ name: appSettings.name, value: appSettings.setting_value }).from(appSettings);
    const value: SettingsMap = Object.fromEntries(Object.entries(DEFAULT_SETTINGS).map(([k, v]) => [k, v.value]));
    for (const r of rows) value[r.name] = r.value ?? '';
    this.cache = { at: Date.now(), value };
    return value;
  }

  invalidate() {
    this.cache = null;
  }
}

export function sessionFlags(s: SettingsMap): Record<SessionFlag, number> {
  return Object.fromEntries(SESSION_FLAGS.map((f) => [f, Number(s[f] ?? 0) === 1 ? 1 : 0])) as Record<SessionFlag, number>;
}

export const allowedYearsSetting = (s: SettingsMap): number[] => parseYears(s.tahun_data);

/** The assessment (methodology) year: settings `tahun_penilaian`, default 2026. */
export const tahunPenilaian = (settings: SettingsMap): number => parseYears(settings.tahun_penilaian)[0] ?? 2026;

/** The year asked for (?tahun=) when it is a plausible year, else the assessment year. */
export function tahunDari(settings: SettingsMap, v: unknown): number {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n >= 2017 && n <= 2100 ? n : tahunPenilaian(settings);
}
