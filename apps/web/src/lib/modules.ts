import { useQuery } from '@tanstack/react-query';
import { platformQueries } from './platform-api';
import { useToken } from './session';

/** The signed-in role's modules and menu sections (GET /platform/modules). */
export function useModules() {
  const token = useToken();
  return useQuery({ ...platformQueries.modules(), enabled: Boolean(token) });
}
