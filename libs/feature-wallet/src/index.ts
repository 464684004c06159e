export { HomePage } from './home/home-page';
export { prefetchHomeAnswers } from './home/home-answers';
