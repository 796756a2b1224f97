import { kueriBel } from '../features/notifikasi/kueri';
import { queryClient } from '../lib/query';

/**
 * What the signed-in frame reads first besides the user and the modules (app/router.tsx asks for those): the bell's
 * notices. Asked for when a signed-in address is opened directly, beside the frame's code, so the header does not
 * wait for them after its code arrives. Grouped with the screens' map (vite.config.ts `layar`): small, and only the
 * API client beyond the entry.
 */
export function mulaiDataKerangka(): void {
  void queryClient.prefetchQuery(kueriBel());
}
