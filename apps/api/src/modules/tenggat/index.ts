/** Public face of the deadline board module (issue 20): the board, its Excel, and the rows the reminders read. */
export { barisTenggat, tenggatRoutes } from './routes';
