import { queryOptions } from '@tanstack/react-query';
import { A_AUTH, A_PLATFORM, type BodyIn, type JawabanOf, type K_AUTH, type K_PLATFORM } from '@sigap/domain';
import { panggil } from './kontrak';

import type { MeUser } from './session';

/** The screens of the signed-in user and the menu sections (GET /platform/modules). */
export interface ModulesAnswer {
  modules: JawabanOf<typeof K_PLATFORM.modul>['data'];
  sections: JawabanOf<typeof K_PLATFORM.modul>['sections'];
}

export const platformApi = {
  async login(username: string, password: string): Promise<{ token: string; user: MeUser }> {
    const r = await panggil(A_AUTH.masuk, { body: { username, password } });
    return { token: r.token, user: r.user };
  },
  async me(signal?: AbortSignal): Promise<MeUser> {
    return (await panggil(A_AUTH.saya, { signal })).data;
  },
  async modules(signal?: AbortSignal): Promise<ModulesAnswer> {
    const r = await panggil(A_PLATFORM.modul, { signal });
    return { modules: r.data, sections: r.sections };
  },
  async settings(signal?: AbortSignal) {
    return (await panggil(A_PLATFORM.pengaturan, { signal })).data;
  },
  forgot: (email: string) => panggil(A_AUTH.lupaSandi, { body: { email } }),
  reset: (body: NonNullable<BodyIn<typeof K_AUTH.aturUlangSandi>>) => panggil(A_AUTH.aturUlangSandi, { body }),
  register: (body: NonNullable<BodyIn<typeof K_AUTH.daftar>>) => panggil(A_AUTH.daftar, { body }),
};

export const platformQueries = {
  me: () => queryOptions({ queryKey: ['me'] as const, queryFn: ({ signal }) => platformApi.me(signal), staleTime: 5 * 60_000 }),
  modules: () => queryOptions({ queryKey: ['platform', 'modules'] as const, queryFn: ({ signal }) => platformApi.modules(signal), staleTime: 10 * 60_000 }),
  /** The application settings (PLT-03): read once per visit by the access gate, kept for the session. */
  settings: () => queryOptions({ queryKey: ['app_settings'] as const, queryFn: ({ signal }) => platformApi.settings(signal), retry: false, staleTime: Infinity, gcTime: Infinity }),
};

/** Stores every setting under its own name in localStorage (PLT-03). */
export function storeSettings(rows: { name: string; setting_value: string | null }[]) {
  for (const r of rows) {
    // never let a setting overwrite the session keys
    if (!r || typeof r.name !== 'string' || r.name === 'token' || r.name === 'root') continue;
    try {
      localStorage.setItem(r.name, r.setting_value ?? '');
    } catch {
      /* storage blocked: settings stay on the server */
    }
  }
}
