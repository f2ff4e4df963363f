// The dependencies among the loaded epics (blocks links, both ends on the roadmap), shared by the
// arrows overlay, the bars' popovers (the text alternative of a red arrow) and the end handles.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RoadmapEpic } from '../graphql/types.ts';
import { dependenciesAmong, type Dependency } from '../utils/dependency-paths.ts';

export interface DependenciesValue {
  /** The 'Show dependencies' setting. */
  readonly shown: boolean;
  readonly dependencies: readonly Dependency[];
  /** For each blocked epic, the titles of its blockers that end after it starts. */
  readonly earlyBlockers: ReadonlyMap<string, readonly string[]>;
}

const EMPTY: DependenciesValue = { shown: false, dependencies: [], earlyBlockers: new Map() };
const DependenciesContext = createContext<DependenciesValue>(EMPTY);

export function DependenciesProvider(props: {
  epics: readonly RoadmapEpic[];
  shown: boolean;
  children: ReactNode;
}) {
  const { epics, shown } = props;
  const value = useMemo<DependenciesValue>(() => {
    if (!shown) return EMPTY;
    const dependencies = dependenciesAmong(epics);
    const titles = new Map(epics.map((epic) => [epic.id, epic.title]));
    const earlyBlockers = new Map<string, string[]>();
    for (const { from, to, violated } of dependencies) {
      if (!violated) continue;
      earlyBlockers.set(to, [...(earlyBlockers.get(to) ?? []), titles.get(from) ?? '']);
    }
    return { shown, dependencies, earlyBlockers };
  }, [epics, shown]);
  return (
    <DependenciesContext.Provider value={value}>{props.children}</DependenciesContext.Provider>
  );
}

export function useDependencies(): DependenciesValue {
  return useContext(DependenciesContext);
}
