export { ProjectPage } from './components/project-page.tsx';
