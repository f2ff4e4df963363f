// The peer: gantt-task-react (the most downloaded React Gantt on npm) rendering the same epics
// the roadmap shows. Bundled with React 19 from apps/web (see lib/peer-page.ts).
import { Gantt, ViewMode, type Task } from 'gantt-task-react';
import 'gantt-task-react/dist/index.css';
import { createRoot } from 'react-dom/client';

export interface PeerItem {
  id: string;
  name: string;
  start: string;
  end: string;
  progress: number;
}

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

function toTasks(items: readonly PeerItem[]): Task[] {
  return items.map((item) => {
    const start = day(item.start);
    const end = day(item.end);
    if (end <= start) end.setDate(start.getDate() + 1);
    return { id: item.id, name: item.name, type: 'task', start, end, progress: item.progress };
  });
}

const count = new URLSearchParams(location.search).get('n') ?? '50';
void fetch(`/items.json?n=${count}`)
  .then((res) => res.json() as Promise<PeerItem[]>)
  .then((items) => {
    createRoot(document.getElementById('root')!).render(
      <Gantt
        tasks={toTasks(items)}
        viewMode={ViewMode.Month}
        rowHeight={40}
        listCellWidth="320px"
      />,
    );
  });
