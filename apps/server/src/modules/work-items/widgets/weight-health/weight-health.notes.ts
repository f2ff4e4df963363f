import { plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import { humanize } from '#server/modules/work-items/activity/references.ts';
import './weight-health.changes.ts';

/** GitLab's weight and health status notes (`SystemNotes::IssuablesService`). */
export const weightHealthNotes: NoteTexts = {
  weight: (c) =>
    c.to === null
      ? plainNote('removed the weight', 'weight')
      : plainNote(`changed weight to **${c.to}**`, 'weight'),
  health: (c) =>
    c.to === null
      ? plainNote(`removed health status **${humanize(c.from ?? '')}**`, 'health_status')
      : plainNote(`changed health status to **${humanize(c.to)}**`, 'health_status'),
};
