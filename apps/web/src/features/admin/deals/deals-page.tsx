export { DealsPage } from '../coming-soon-pages';
