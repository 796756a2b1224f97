import { useMediaQuery } from '@mantine/hooks';

/** Narrow screens (spec: mobile breakpoint 767/768 px): overlay menu, card lists. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches);
}
