/** The roulette pages, loaded together as one chunk when the first of them renders (App.tsx). */
export { RouletteLandingPage } from './RouletteLandingPage';
export { LuckyRoulettePage } from './LuckyRoulettePage';
