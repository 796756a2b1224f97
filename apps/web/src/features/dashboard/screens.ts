import { lazy } from 'react';
import type { ScreenMap } from '../../lib/screens';

/** Dashboards (IDX-04). */
export const screens: ScreenMap = {
  summary: lazy(() => import('./SummaryPage')),
};
