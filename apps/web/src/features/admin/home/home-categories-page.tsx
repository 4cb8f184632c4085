export { ElectronicsCategoryPage, HomeGridPage } from '../coming-soon-pages';
