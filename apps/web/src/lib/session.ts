import { useSyncExternalStore } from 'react';
import type { SesiAkun } from '@sigap/domain';

/**
 * Session of the browser (PLT-02): the sign-in token in localStorage `token`,
 * everything else (the user from /me with its flags, layout choices) as JSON
 * in localStorage `root`. One small external store; components read it with
 * `useSession()`.
 */

/** The user as GET /me and POST /login return it: the domain contract's type. */
export type MeUser = SesiAkun;

export const LAYOUTS = ['layout1', 'layout2'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const SIDEBAR_THEMES = [
  'gradient-purple-indigo',
  'gradient-black-blue',
  'gradient-black-gray',
  'gradient-steel-gray',
  'dark-purple',
  'slate-gray',
  'midnight-blue',
  'blue',
  'indigo',
  'pink',
  'red',
  'purple',
] as const;
export type SidebarTheme = (typeof SIDEBAR_THEMES)[number];

export interface LayoutPrefs {
  layout: LayoutName;
  /** Sidebar colour theme of layout2. */
  theme: SidebarTheme;
  rtl: boolean;
  /** Sidebar open on wide screens (the spec's default: closed). */
  sidebarOpen: boolean;
}

export interface RootState {
  user: MeUser | null;
  layout: LayoutPrefs;
}

export const DEFAULT_LAYOUT: LayoutPrefs = { layout: 'layout2', theme: 'gradient-purple-indigo', rtl: false, sidebarOpen: false };

const TOKEN_KEY = 'token';
const ROOT_KEY = 'root';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads `root`, keeping only values it understands (old or edited data is ignored). */
export function parseRoot(raw: string | null): RootState {
  let obj: Record<string, unknown> = {};
  try {
    const v: unknown = raw ? JSON.parse(raw) : {};
    if (v && typeof v === 'object' && !Array.isArray(v)) obj = v as Record<string, unknown>;
  } catch {
    /* broken JSON: start fresh */
  }
  const l = (obj.layout && typeof obj.layout === 'object' ? obj.layout : {}) as Partial<Record<keyof LayoutPrefs, unknown>>;
  const layout: LayoutPrefs = {
    layout: (LAYOUTS as readonly unknown[]).includes(l.layout) ? (l.layout as LayoutName) : DEFAULT_LAYOUT.layout,
    theme: (SIDEBAR_THEMES as readonly unknown[]).includes(l.theme) ? (l.theme as SidebarTheme) : DEFAULT_LAYOUT.theme,
    rtl: typeof l.rtl === 'boolean' ? l.rtl : DEFAULT_LAYOUT.rtl,
    sidebarOpen: typeof l.sidebarOpen === 'boolean' ? l.sidebarOpen : DEFAULT_LAYOUT.sidebarOpen,
  };
  const u = obj.user as MeUser | null | undefined;
  const user = u && typeof u === 'object' && typeof u.id === 'number' && typeof u.role === 'string' ? u : null;
  return { user, layout };
}

let token: string | null = storage()?.getItem(TOKEN_KEY) ?? null;
let root: RootState = parseRoot(storage()?.getItem(ROOT_KEY) ?? null);
const listeners = new Set<() => void>();
/** Why the session ended (shown once on the sign-in page). */
let notice: string | null = null;
/** The user signed out (not an expired session): the sign-in page then does not return to the page left behind. */
let keluarSendiri = false;

function emit() {
  for (const l of listeners) l();
}

function persist() {
  const s = storage();
  if (!s) return;
  try {
    if (token) s.setItem(TOKEN_KEY, token);
    else s.removeItem(TOKEN_KEY);
    s.setItem(ROOT_KEY, JSON.stringify(root));
  } catch {
    /* storage full or blocked: the session lives in memory only */
  }
}

export const session = {
  getToken: () => token,
  getState: () => root,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(newToken: string, user: MeUser) {
    keluarSendiri = false;
    token = newToken;
    root = { ...root, user };
    persist();
    emit();
  },
  setUser(user: MeUser) {
    // /me answering what is already kept (every page load) changes nothing: no screen draws again
    if (root.user && JSON.stringify(root.user) === JSON.stringify(user)) return;
    root = { ...root, user };
    persist();
    emit();
  },
  /** Clears the token and the user; layout choices stay (they are the browser's, not the account's). */
  clear() {
    if (!token && !root.user) return;
    token = null;
    root = { ...root, user: null };
    persist();
    emit();
  },
  /** Signing out by the user's choice: the next account to sign in here starts at its own home. */
  signOut() {
    keluarSendiri = true;
    session.clear();
  },
  wasSignOut: () => keluarSendiri,
  /** Remembers why the session ended, for the sign-in page. */
  setNotice(message: string | null) {
    notice = message;
  },
  peekNotice: () => notice,
  setLayout(patch: Partial<LayoutPrefs>) {
    root = { ...root, layout: { ...root.layout, ...patch } };
    persist();
    emit();
  },
  resetLayout() {
    root = { ...root, layout: DEFAULT_LAYOUT };
    persist();
    emit();
  },
};

// another tab signed in or out: follow it
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== TOKEN_KEY && e.key !== ROOT_KEY) return;
    token = storage()?.getItem(TOKEN_KEY) ?? null;
    root = parseRoot(storage()?.getItem(ROOT_KEY) ?? null);
    emit();
  });
}

export const useToken = () => useSyncExternalStore(session.subscribe, session.getToken);
export const useRoot = () => useSyncExternalStore(session.subscribe, session.getState);
// each reads its own part: the app's root (which reads the layout) does not draw again when /me refreshes the user
const getUser = () => root.user;
const getLayout = () => root.layout;
export const useUser = () => useSyncExternalStore(session.subscribe, getUser);
export const useLayoutPrefs = () => useSyncExternalStore(session.subscribe, getLayout);
