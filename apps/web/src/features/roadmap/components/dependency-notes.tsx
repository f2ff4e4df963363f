// The dependency lines of a bar's popover: the text alternative of a red arrow, and where a
// keyboard user adds a dependency (the epic page's linked items).
import type { RoadmapEpic } from '../graphql/types.ts';
import { useDependencies } from '../state/dependencies.tsx';
import barClasses from './bars.module.css';

export const startsBeforeText = (blockerTitle: string) => `Starts before ${blockerTitle} ends`;
export const ADD_DEPENDENCY_TEXT = 'Add a dependency';

export function DependencyNotes({ epic }: { epic: RoadmapEpic }) {
  const { shown, earlyBlockers } = useDependencies();
  if (!shown) return null;
  const blockers = earlyBlockers.get(epic.id) ?? [];
  return (
    <>
      {blockers.map((title) => (
        <p key={title} className={barClasses.popoverWarning} data-testid="epic-popover-early-start">
          {startsBeforeText(title)}
        </p>
      ))}
      {epic.userPermissions?.adminEpicRelation ? (
        <a
          className={barClasses.popoverLink}
          href={`${epic.webPath || epic.webUrl}#linkeditems`}
          data-testid="epic-popover-add-dependency"
        >
          {ADD_DEPENDENCY_TEXT}
        </a>
      ) : null}
    </>
  );
}
