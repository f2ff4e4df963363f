export { TodoListPage } from './components/todo-list-page.tsx';
