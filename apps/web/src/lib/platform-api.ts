import { queryOptions } from '@tanstack/react-query';
import type { MenuSection, ModuleDef } from '@sigap/domain';
import { apiRequest } from './api';
import type { MeUser } from './session';

export interface ModulesAnswer {
  modules: ModuleDef[];
  sections: { title: MenuSection; modules: string[] }[];
}

export const platformApi = {
  async login(username: string, password: string) {
    const r = await apiRequest<never>('/login', { method: 'POST', body: { username, password } });
    return { token: String(r.token), user: r.user as MeUser };
  },
  async me(signal?: AbortSignal) {
    return (await apiRequest<MeUser>('/me', { signal })).data;
  },
  async modules(signal?: AbortSignal): Promise<ModulesAnswer> {
    const r = await apiRequest<ModuleDef[]>('/platform/modules', { signal });
    return { modules: Array.isArray(r.data) ? r.data : [], sections: Array.isArray(r.sections) ? (r.sections as ModulesAnswer['sections']) : [] };
  },
  async settings(signal?: AbortSignal) {
    return (await apiRequest<{ name: string; setting_value: string | null }[]>('/app_settings', { signal })).data ?? [];
  },
  forgot: (email: string) => apiRequest<never>('/password/forgot', { method: 'POST', body: { email } }),
  reset: (body: { token: string; password: string; password_confirmation: string }) => apiRequest<never>('/password/reset', { method: 'POST', body }),
  register: (body: Record<string, unknown>) => apiRequest<{ id: number; username: string; is_active: number }>('/register', { method: 'POST', body }),
};

export const platformQueries = {
  me: () => queryOptions({ queryKey: ['me'] as const, queryFn: ({ signal }) => platformApi.me(signal), staleTime: 5 * 60_000 }),
  modules: () => queryOptions({ queryKey: ['platform', 'modules'] as const, queryFn: ({ signal }) => platformApi.modules(signal), staleTime: 10 * 60_000 }),
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
