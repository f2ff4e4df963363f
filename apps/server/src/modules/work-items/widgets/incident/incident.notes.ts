import { plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import './incident.changes.ts';

/** GitLab's severity labels (`IssuableSeverity::SEVERITY_LABELS`). */
export const SEVERITY_LABELS: Record<string, string> = {
  critical: 'Critical - S1',
  high: 'High - S2',
  medium: 'Medium - S3',
  low: 'Low - S4',
  unknown: 'Unknown',
};

/** GitLab's incident notes: severity, escalation status and the paged escalation policy. */
export const incidentNotes: NoteTexts = {
  severity: (c) =>
    plainNote(`changed the severity to **${SEVERITY_LABELS[c.to] ?? c.to}**`, 'severity'),
  escalationStatus: (c) =>
    plainNote(
      `changed the incident status to **${c.to[0]!.toUpperCase()}${c.to.slice(1)}**`,
      'escalation_status',
    ),
  escalationPolicy: (c) =>
    c.name === null
      ? plainNote('removed the escalation policy', 'escalation_policy')
      : plainNote(`paged escalation policy **${c.name}**`, 'escalation_policy'),
};
