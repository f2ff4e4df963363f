export { EpicPage } from './components/epic-page.tsx';
export { EpicList } from './components/epic-list.tsx';
