export { AuditPage } from '../coming-soon-pages';
