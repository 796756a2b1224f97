/** Public face of the reminders module (issue 20): the schedule, the send jobs and the account's subscription. */
export { pengingatRoutes } from './routes';
