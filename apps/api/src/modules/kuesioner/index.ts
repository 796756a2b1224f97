/** Public face of the questionnaire module (PLT-15): the survey, its results and the question list. */
export { kuesionerRoutes } from './routes';
